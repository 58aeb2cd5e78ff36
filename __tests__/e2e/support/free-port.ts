// A port on 127.0.0.1 that nothing listens on, for a server a test starts (decap-server, WebKitWebDriver).
import net from "net"

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on("error", reject)
  })
}
