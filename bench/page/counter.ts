/**
 * How many times a question component has rendered since the last reset.
 * Every contender bumps it once per question render: the hand-written ones
 * inline, agent-question-form and RJSF through a wrapper passed as their component
 * override (`components` / `widgets`).
 */
export const questionRenders = { count: 0 };
