import { MESSAGES } from 'shared';
import { SkeletonLines } from 'shared/ui';
import { guideAnswers, type GuideAnswers } from './delivery-guide/guide-text';
import { useDeliveryGuide } from './delivery-guide/use-delivery-guide';

const TEXT = MESSAGES.faq;

/** An answer: the zones' own words once read, a skeleton meanwhile, the catalogue's text if they fail. */
function Answer({
  text,
  guide,
  answers,
}: {
  text: string;
  guide?: keyof GuideAnswers;
  answers: GuideAnswers | null | undefined;
}) {
  if (!guide || answers === null) return <p className="faq-answer">{text}</p>;
  if (!answers) {
    return (
      <p className="faq-answer" role="status" aria-label={MESSAGES.busy.loading}>
        <SkeletonLines rows={2} title={false} />
      </p>
    );
  }
  return <p className="faq-answer">{answers[guide]}</p>;
}

/**
 * faq: shipping, payment with test cards, freshness and returns. Plain headings (h1 page, h2
 * topic, h3 question) rather than collapsed panels: every answer is readable and searchable at
 * once, and screen-reader users can jump from question to question. Where, how much and when the
 * shop delivers is answered from the zones' settings (deliveryGuide, issue 29), so the FAQ says
 * what the checkout does.
 */
export default function FaqPage() {
  const { zones, failed } = useDeliveryGuide();
  const answers = zones ? guideAnswers(zones) : failed ? null : undefined;
  return (
    <section className="content-page">
      <h1 className="shop-title">{TEXT.title}</h1>
      {TEXT.topics.map((topic) => (
        <section key={topic.key} className="faq-topic" aria-labelledby={`faq-${topic.key}`}>
          <h2 id={`faq-${topic.key}`} className="faq-topic-title">
            {topic.title}
          </h2>
          {topic.questions.map((entry) => (
            <div key={entry.question} className="faq-entry">
              <h3 className="faq-question">{entry.question}</h3>
              <Answer text={entry.answer} guide={'guide' in entry ? entry.guide : undefined} answers={answers} />
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
