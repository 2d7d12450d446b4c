import type { QuestionFormLabels } from "../src/index.ts";

/** Every visible string in French. The answers the agent gets stay "Yes" / "No". */
export const french: Partial<QuestionFormLabels> = {
  yes: "Oui",
  no: "Non",
  submit: "Envoyer",
  submitting: "Envoi…",
  optional: "(facultatif)",
  recommended: "Recommandé",
  errorSummaryTitle: "Il y a un problème",
  enterAnswer: "Saisissez une réponse",
  selectOne: "Sélectionnez une option",
  selectAtLeastOne: "Sélectionnez au moins une option",
  selectYesNo: "Sélectionnez Oui ou Non",
  submitFailed: "Vos réponses n’ont pas pu être envoyées. Réessayez.",
  invalidTitle: "Ces questions ne peuvent pas être affichées",
  invalidHelp:
    "L’assistant a envoyé des questions que cette page ne peut pas afficher. Vous pouvez lui demander de réessayer.",
  invalidDetails: "Détails techniques",
  submitted: "Réponses envoyées",
};

/** Every visible string in Arabic, for the right-to-left story. */
export const arabic: Partial<QuestionFormLabels> = {
  yes: "نعم",
  no: "لا",
  submit: "إرسال",
  submitting: "جارٍ الإرسال…",
  optional: "(اختياري)",
  recommended: "موصى به",
  errorSummaryTitle: "هناك مشكلة",
  enterAnswer: "أدخل إجابة",
  selectOne: "اختر خيارًا واحدًا",
  selectAtLeastOne: "اختر خيارًا واحدًا على الأقل",
  selectYesNo: "اختر نعم أو لا",
  submitFailed: "تعذّر إرسال إجاباتك. حاول مرة أخرى.",
  invalidTitle: "تعذّر عرض هذه الأسئلة",
  invalidHelp: "أرسل المساعد أسئلة لا يمكن لهذه الصفحة عرضها. يمكنك أن تطلب منه المحاولة مرة أخرى.",
  invalidDetails: "تفاصيل تقنية",
  submitted: "تم إرسال الإجابات",
};
