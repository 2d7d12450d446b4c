/** The files tests' question (SPEC §16): a Text question that takes up to two images of 1 KB at most. */
export const SHOT = {
  id: "shot",
  question: "Which screen is wrong?",
  type: "Text",
  required: false,
  attachments: { accept: ["image/*"], maxFiles: 2, maxBytes: 1024 },
};

/** An 8-byte PNG file (its bytes are not an image: nothing in jsdom decodes them). */
export const png = (name = "shot.png", bytes = 8) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: "image/png" });

/** The clipboard's contents as a browser hands them over for a copied image: jsdom has no DataTransfer. */
export const clipboardOf = (...files: File[]) => ({ files, types: ["Files"], getData: () => "" });
