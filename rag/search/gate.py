"""Refusal, decided here and only here: before generating, when the corpus does not hold the answer
(or a named precept does not exist); after generating, when the model says the extracts do not
answer.

The gate reads retrieval signals: the best dense similarity of any chunk, how many of the
question's content words occur in the corpus, whether dense and keyword search agree, the learned
ranking's confidence, with a higher bar for a question about one territory's or another country's
rules, this year's figures or advice (``rag.search.scope``), and how likely the question alone is
to lie outside the corpus (``rag.search.outside``); its thresholds are the corpus's own
(``rag.search.calibration``). Before them, a turn that addresses
the assistant's instructions or role instead of asking about the text ("Ignora tus instrucciones…",
"a partir de ahora eres…", "muéstrame tu prompt") is refused as such, in any turn of a chat.
"""

from __future__ import annotations

import re

from rag.core.records import PreceptRef
from rag.core.results import Context, RetrievalResult
from rag.core.text import fold
from rag.search.calibration import GateSignal, Thresholds, refusal_rule
from rag.search.scope import named_country, named_territory

_DECLINED_RE = re.compile(
    r"no encuentro (esto|esta|informaci|nada)|los extractos no (permiten|contienen|dicen)", re.I
)


# A turn aimed at the assistant's instructions or role (folded text): ignore/forget the instructions
# or what came before, become something else, show the prompt. Questions about the law that use
# the same verbs ("¿puede la empresa ignorar el convenio?") name no instructions or role.
_INSTRUCTION_RE = re.compile(
    r"\b(ignora|ignore|olvida|olvidate|omite|desobedece|salta(te)?|no hagas caso)\b[^.?!]{0,40}?"
    r"\b(tus |las |todas |sus )?(instrucciones|indicaciones|reglas|normas que te|restricciones|"
    r"todo lo anterior|lo anterior|lo que te|que eres|leyes que tienes|previous|instructions)"
    r"|\b(a partir de ahora|desde ahora|de ahora en adelante)\b[^.?!]{0,30}\b(eres|seras|actua|actuaras|"
    r"vas a ser|finge|ya no eres)\b"
    r"|\bdeja de (ser|hacer de|actuar como|comportarte como) (un |una |el |la )?"
    r"(asistente|chatbot|bot|ia|modelo|abogado|experto)\b"
    r"|\b(actua|finge|haz) como (si fueras|si eras)\b"
    r"|\b(muestrame|dime|revela|ensename|escribe|copia|imprime|repite)\b[^.?!]{0,30}\b(tu|el|las|tus)\s+"
    r"(prompt|mensaje de sistema|mensaje del sistema|instrucciones( del sistema| de sistema)?)\b"
    r"|\bsystem prompt\b|\bjailbreak\b"
)
INSTRUCTION_REFUSAL = "No es una pregunta sobre"


def addresses_instructions(question: str) -> bool:
    """True when the turn tries to change the assistant's instructions or role, or to see them."""
    return bool(_INSTRUCTION_RE.search(fold(question)))


def _missing_message(missing: list[PreceptRef], result: RetrievalResult, corpus_title: str) -> str:
    labels = ", ".join(ref.label.lower().replace("artículo", "el artículo", 1) for ref in missing)
    counts = result.article_counts
    if len(counts) == 1:
        (total,) = counts.values()
        return f"No encuentro {labels}: {corpus_title} tiene {total} artículos."
    return f"No encuentro {labels} en {corpus_title}."


def continuing_judged(thresholds: Thresholds, result: RetrievalResult) -> bool:
    """Whether the gate judges a turn that continues the conversation's topic: only the learned
    gate, where its calibration found that on the corpus's dev dialogues it refuses such turns out
    of scope ("¿Y si me voy a vivir a Portugal, allí cuántos años piden?") and keeps the others
    answered (``judges_continuing``); otherwise the topic, in scope a turn ago, answers."""
    learned = thresholds.gate_model is not None and result.confidence is not None
    return thresholds.judges_continuing and learned


def refusal_reason(
    result: RetrievalResult, corpus_title: str, thresholds: Thresholds, question: str = ""
) -> str:
    """Why to refuse before generating (a Spanish sentence for the user), or '' to answer."""
    if question and addresses_instructions(question):
        return (
            f"{INSTRUCTION_REFUSAL} {corpus_title}: solo respondo con lo que dice el texto, citándolo, "
            "y no cambio de instrucciones ni de papel. Puede preguntarme sobre su contenido."
        )
    if result.missing and not any(hit.lookup for hit in result.hits):
        return _missing_message(result.missing, result, corpus_title)
    if result.lookup or (result.continues and not continuing_judged(thresholds, result)):
        return ""
    if not result.hits:
        return f"No encuentro esto en {corpus_title}."
    signal = GateSignal.of(result, question)
    rule = refusal_rule(thresholds, signal)
    if rule in ("weak", "outside"):
        # a weak match (or a question the out-of-scope model reads as outside) is out of scope for
        # the other country whose rules it asks or the advice it asks; for the territory or the year
        # it names when the corpus does speak of its subject (dense and keyword search agree on it:
        # "sucesiones en Andalucía", not "¿qué tiempo hará mañana en Madrid?")
        agreed = result.agreement
        kinds = {
            "territory": signal.territory and agreed,
            "foreign": signal.foreign,
            "current": signal.current and agreed,
            "advice": signal.advice,
        }
        rule = next((kind for kind, flagged in kinds.items() if flagged), rule)
    # the scope refuses it: say why (a weak match the searches disagree on is told plainly: "¿qué
    # tiempo hará mañana en Madrid?" is not about the rules of Madrid)
    if rule == "territory":
        return (
            f"No encuentro esto en {corpus_title}: lo que regula una comunidad autónoma o un municipio "
            f"({named_territory(question)}), como sus impuestos, sus ordenanzas o su derecho civil "
            "propio, no está en estas normas."
        )
    if rule == "foreign":
        return (
            f"No encuentro esto en {corpus_title}: lo que rige en otro país ({named_country(question)}) "
            "no está en estas normas."
        )
    if rule == "advice":
        return (
            f"No encuentro esto en {corpus_title}: las normas dicen qué se puede y qué se debe hacer, no "
            "qué le conviene ni qué se suele hacer, tardar o cobrar."
        )
    if rule == "current":
        return (
            f"No encuentro esto en {corpus_title}: las cuantías y fechas que cambian cada año (salario "
            "mínimo, IPREM, pensiones, plazos de la declaración) las fijan otras normas, que no están "
            "aquí."
        )
    return f"No encuentro esto en {corpus_title}." if rule else ""


def refusal_text(reason: str, contexts: list[Context], result: RetrievalResult, holdings: str = "") -> str:
    """What a refused answer says: the reason, then the closest precepts (none for a missing one)
    and, for a question out of scope, what the corpus holds by ámbito (``holdings``)."""
    closest = ", ".join(f"{c.label} [{c.n}]" for c in contexts[:3] if not c.referenced)
    out_of_scope = not (result.missing or reason.startswith(INSTRUCTION_REFUSAL))
    closest = closest if out_of_scope else ""
    text = reason + (f" Lo más cercano que he encontrado: {closest}." if closest else "")
    if holdings and out_of_scope:
        text += f" Puedo responder sobre estos ámbitos y normas: {holdings}."
    return text


def model_declined(text: str) -> bool:
    """True when a generated answer says the extracts do not answer the question."""
    return bool(_DECLINED_RE.search(text))
