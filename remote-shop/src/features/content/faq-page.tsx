import { MESSAGES } from 'shared';

const TEXT = MESSAGES.faq;

/**
 * faq: shipping, payment with test cards, freshness and returns. Plain headings (h1 page, h2
 * topic, h3 question) rather than collapsed panels: every answer is readable and searchable at
 * once, and screen-reader users can jump from question to question.
 */
export default function FaqPage() {
  return (
    <section className="content-page">
      <h1 className="shop-title">{TEXT.title}</h1>
      {TEXT.topics.map((topic) => (
        <section key={topic.key} className="faq-topic" aria-labelledby={`faq-${topic.key}`}>
          <h2 id={`faq-${topic.key}`} className="faq-topic-title">
            {topic.title}
          </h2>
          {topic.questions.map(({ question, answer }) => (
            <div key={question} className="faq-entry">
              <h3 className="faq-question">{question}</h3>
              <p className="faq-answer">{answer}</p>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
