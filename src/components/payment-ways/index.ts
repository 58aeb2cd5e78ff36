export { PaymentChoices, PaymentWay } from "./payment-ways"
export { default as PaymentPolicy } from "./payment-policy"
