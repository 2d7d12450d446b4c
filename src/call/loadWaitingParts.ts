// Their own chunk, as the steps layout: a bundle whose calls never expire nor take a reply in the chat never loads them.
export const loadWaitingParts = () => import("./waitingParts.ts");
