/**
 * The dashboard's 'Premiers pas' card: the steps that make a fresh install
 * the practitioner's site, each a link to where it is done, ticked from the
 * data; a step the data cannot tell about has its own button. Each step says
 * "Fait" or "À faire" in words, not only with its icon, and names the demo
 * values it still holds, each a link to its field.
 */
import { CircleCheck, Circle, Compass } from "lucide-react";
import { Form, Link } from "react-router";
import { IntentButton } from "~/components/admin/intent-button";
import { DashboardCard } from "~/features/admin-shell/dashboard-card";
import type { DemoValue } from "../demo-values";
import { demoValuesMessages, FIRST_STEPS, type FirstStepKey } from "../first-steps";

const ACTION = "/admin/premiers-pas";

export function FirstStepsCard({
  steps,
}: {
  steps: { key: FirstStepKey; done: boolean; demoValues: DemoValue[] }[];
}) {
  const done = steps.filter((step) => step.done).length;
  return (
    <DashboardCard
      title="Premiers pas"
      titleId="first-steps-title"
      icon={Compass}
      description={
        done === steps.length
          ? "Tout est fait : le site est le vôtre. Vous pouvez masquer cette liste."
          : `Pour faire de ce site le vôtre : ${done} étape${done > 1 ? "s" : ""} faite${done > 1 ? "s" : ""} sur ${steps.length}.`
      }
    >
      <ol aria-label="Étapes des premiers pas" className="-mt-3 w-full divide-y divide-sand-200">
        {steps.map(({ key, done: isDone, demoValues }) => {
          const step = FIRST_STEPS[key];
          const Icon = isDone ? CircleCheck : Circle;
          return (
            <li key={key} className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
              <Icon
                className={isDone ? "mt-0.5 size-5 text-sage-700" : "mt-0.5 size-5 text-muted"}
                aria-hidden
              />
              <div className="min-w-0 flex-1">
                <p>
                  <Link
                    to={step.href}
                    className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
                  >
                    {step.label}
                  </Link>{" "}
                  <span
                    className={
                      isDone
                        ? "ml-1 rounded-full bg-sage-50 px-2 py-0.5 text-xs font-medium text-sage-800 ring-1 ring-sage-200"
                        : "ml-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-ink ring-1 ring-sand-300"
                    }
                  >
                    {isDone ? "Fait" : "À faire"}
                  </span>
                </p>
                <p className="mt-1 text-sm text-muted">{step.hint}</p>
                {demoValues.length > 0 ? <DemoValues stepKey={key} values={demoValues} /> : null}
              </div>
              {!isDone && step.acknowledge ? (
                <Form method="post" action={ACTION}>
                  <input type="hidden" name="step" value={key} />
                  <IntentButton intent="acknowledge">
                    {step.acknowledge}
                    <span className="sr-only"> : {step.label}</span>
                  </IntentButton>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Form method="post" action={ACTION}>
        <IntentButton intent="dismiss">Masquer les premiers pas</IntentButton>
      </Form>
    </DashboardCard>
  );
}

/** The demo values a step still holds: each names its field and links to it. */
function DemoValues({ stepKey, values }: { stepKey: FirstStepKey; values: DemoValue[] }) {
  const headingId = `first-steps-demo-${stepKey}`;
  return (
    <div className="mt-2 rounded-lg bg-sand-50 px-3 py-2 text-sm ring-1 ring-sand-200">
      <p id={headingId} className="font-medium text-ink">
        {demoValuesMessages.heading(values.length)}
      </p>
      <ul aria-labelledby={headingId} className="mt-1 list-disc space-y-1 pl-5">
        {values.map((value) => (
          <li key={value.href}>
            <Link
              to={value.href}
              className="text-sage-800 underline underline-offset-4 hover:text-sage-900"
            >
              {value.label}
            </Link>{" "}
            <span className="break-all text-muted">({value.value})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
