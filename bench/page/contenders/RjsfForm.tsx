import Form, { getDefaultRegistry } from "@rjsf/core";
import type { RegistryWidgetsType, WidgetProps } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { type ComponentType, useMemo } from "react";
import { questionRenders } from "../counter.ts";
import type { ContenderProps } from "./ContenderProps.ts";
import { toJsonSchema } from "./toJsonSchema.ts";

function counted(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  return function CountedWidget(props: WidgetProps) {
    questionRenders.count++;
    return <Widget {...props} />;
  };
}

const defaults = getDefaultRegistry().widgets;
// Module-level, so the override is one stable object for the whole run.
const COUNTED_WIDGETS: RegistryWidgetsType = {
  TextareaWidget: counted(defaults.TextareaWidget as ComponentType<WidgetProps>),
  RadioWidget: counted(defaults.RadioWidget as ComponentType<WidgetProps>),
  CheckboxesWidget: counted(defaults.CheckboxesWidget as ComponentType<WidgetProps>),
};

/**
 * RJSF as most apps use it: the schema derived from the questions on each new
 * `questions` array, the ajv8 validator, native inputs. `noHtml5Validate` so
 * that a submit with gaps reaches RJSF's own validation and error list (as
 * our form does) rather than stopping at the browser's bubble.
 */
export function RjsfForm({ questions, counting }: ContenderProps) {
  const { schema, uiSchema } = useMemo(() => toJsonSchema(questions), [questions]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      widgets={counting ? COUNTED_WIDGETS : undefined}
      onSubmit={() => {}}
    />
  );
}
