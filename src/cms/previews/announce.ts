// What a save changed on its own, said on the editor's screen: a note at the foot of the window, read out by a
// screen reader (role="status"), until the editor closes it. Decap offers a custom widget no way to raise its own
// notices, so the note is the page's own element.

const NOTE_ID = "saved-on-its-own"

export function announce(text: string, page: Document = document) {
  page.getElementById(NOTE_ID)?.remove()
  const note = page.createElement("div")
  note.id = NOTE_ID
  note.setAttribute("role", "status")
  const words = page.createElement("p")
  words.textContent = text
  const close = page.createElement("button")
  close.type = "button"
  close.textContent = "OK"
  close.addEventListener("click", () => note.remove())
  note.append(words, close)
  page.body.append(note)
}
