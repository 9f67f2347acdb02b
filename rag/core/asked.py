"""What a question asks (a period, an amount, an age, an actor, a yes or no) and the phrases of the
law's text that answer it ("diez días", "el Consejo de Ministros", "no podrá ser despedido").

Read from the question's wording with broad patterns of Spanish, not from a list of questions, so
the learned ranker can prefer the precept that states what is asked (``rag.search.features``) and
the offline answer can choose the sentence that holds it and put that phrase in bold.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from collections.abc import Set as AbstractSet

from rag.core.text import fold

PERIOD, AMOUNT, AGE, ACTOR, YESNO = "period", "amount", "age", "actor", "yesno"
QUANTITIES = (PERIOD, AMOUNT, AGE)

# Patterns over the folded question (lower case, no accents).
_ASKS: dict[str, re.Pattern[str]] = {
    PERIOD: re.compile(
        r"\bcuanto tiempo\b|\bcuant[oa]s (?:meses|anos|semanas|minutos|trimestres)\b|"
        r"\bplazos?\b|\bantelacion\b|\bdura(?:r|n|ra|cion)?\b|\btard[ae]|\bprescri|\bcaduc|\bvigencia\b|"
        r"\b(?:hasta|desde|para|en) (?:cuando|que fecha|que momento)\b|^cuando\b|\bcada cuanto\b"
    ),
    AGE: re.compile(r"\bedad\b|\bcuantos anos (?:tiene|hay|debe|hace|necesit)|\ba partir de que ano"),
    AMOUNT: re.compile(
        r"\bcuant[oa]s?\b|\bque (?:porcentaje|cantidad|importe|cifra|indemnizacion|mayoria|sueldo|salario)\b"
        r"|\bmayoria\b|\bpor ciento\b|\blimite\b|\bcuantia\b"
    ),
    ACTOR: re.compile(
        r"\bquien(?:es)?\b|\bque (?:organo|autoridad|institucion|organismo|administracion|tribunal|"
        r"juez|ministerio|camara|consejo|entidad)\b|\b(?:ante|a) que (?:organo|autoridad|organismo)\b|"
        r"\b(?:a )?donde (?:puedo |debo |tengo que |hay que )?(?:reclam|denunci|acud|recurr|quej|dirig)"
    ),
}
# A clause that opens with an interrogative word asks for that; one that opens otherwise
# ("¿puedo…?", "¿es legal…?", "¿me pueden…?") asks yes or no.
_WH_OPENING = re.compile(
    r"^(?:(?:y|pero|entonces|o|e|a|en|de|con|desde|hasta|para|por|ante|sobre|bajo|segun)\s+)*"
    r"(?:que|cual|cuales|como|donde|adonde|cuando|cuanto|cuanta|cuantos|cuantas|quien|quienes)\b"
)
_CLAUSE_RE = re.compile(r"¿([^?¿]*)\??")


def asked_kinds(question: str) -> set[str]:
    """What the question asks for, from its wording: any of period, amount, age, actor, yesno.
    Each clause asks what its first interrogative phrase asks ("¿quién decide cuánto…?" an actor)."""
    clauses = [c.strip() for c in _CLAUSE_RE.findall(question)] or [question.split(".")[-1]]
    kinds: set[str] = set()
    for clause in (fold(c) for c in clauses if c.strip()):
        found = [
            (m.start(), order, kind)
            for order, (kind, p) in enumerate(_ASKS.items())
            if (m := p.search(clause))
        ]
        if any(kind in (PERIOD, AGE) for _, _, kind in found):  # "¿cuántos días…?" asks a period
            found = [item for item in found if item[2] != AMOUNT]
        if found:
            kinds.add(min(found)[2])
        elif not _WH_OPENING.match(clause):
            kinds.add(YESNO)
    return kinds


_NUMBER = (
    r"(?:\d+(?:[.,]\d+)*|(?:un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|"
    r"trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte|veinti\w+|treinta|cuarenta|"
    r"cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|doscient[oa]s|trescient[oa]s|quinient[oa]s|"
    r"mil|medio|media)(?:\s+y\s+(?:un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?(?:\s+mil)?)"
)
# a "mensualidad" is a month's payment, an amount ("una mensualidad de renta"), not a period
_TIME_UNIT = r"(?:días?|mes(?:es)?|años?|semanas?|horas?|minutos?|trimestres?|quincenas?)"
_UNIT_QUALIFIER = (
    r"(?:\s+(?:hábiles|naturales|laborables|consecutiv[oa]s|completos|efectivos|ininterrumpidos|"
    r"de salario(?: por año de servicio)?))?"
)
# the words that govern a period or amount belong to the phrase: "no podrá ser superior a seis meses"
_GOVERNOR = (
    r"(?:(?:(?:no\s+)?(?:podrá|podrán|será|serán)\s+(?:ser\s+)?)?(?:superior|inferior)(?:es)?\s+a\s+|"
    r"(?:(?:en\s+)?(?:el|un)\s+)?plazo\s+(?:máximo\s+|mínimo\s+)?de\s+|antelación\s+(?:mínima\s+)?de\s+|"
    r"(?:no\s+(?:podrá|podrán)\s+)?(?:exceder|superar)\s+(?:de\s+)?|"
    r"(?:un\s+)?(?:máximo|mínimo)\s+de\s+|durante\s+|hasta\s+|dentro\s+de\s+los\s+|al\s+menos\s+)?"
)
_MONTHS = r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?ptiembre|octubre|noviembre|diciembre)"
# a period counted from an event without a number: "prescribirá al año de producido el hecho" (not
# "al mes de enero")
_COUNTED_FROM = rf"\bal\s+(?:año|mes)\s+(?:de|desde)\s+(?!{_MONTHS}\b)\w+"
_PERIOD_RE = re.compile(
    rf"\b{_GOVERNOR}{_NUMBER}\s+{_TIME_UNIT}{_UNIT_QUALIFIER}\b|{_COUNTED_FROM}", re.IGNORECASE
)
_SPELLED = (  # a spelled-out number, not a vague one ("dos o más")
    r"(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|"
    r"diecisiete|dieciocho|diecinueve|veinte|veinti\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|"
    r"noventa|cien|ciento|doscient[oa]s|trescient[oa]s|quinient[oa]s|mil)"
    r"(?:\s+y\s+(?:uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?(?!\s+[ou]\s)"
)
_AMOUNT_RE = re.compile(
    rf"\b{_GOVERNOR}{_NUMBER}\s*(?:por\s+ciento|%|euros?|€|veces)|\b{_GOVERNOR}{_NUMBER}\s+mensualidad(?:es)?\b|"
    rf"{_PERIOD_RE.pattern}|\b{_SPELLED}\b|"
    # a counted number ("400 Diputados"), not a reference ("artículo 13 del", "Ley 39/2015, de")
    rf"(?<!artículo\s)(?<!apartado\s)(?<![/\d.,])\b{_GOVERNOR}\d+\s+"
    r"(?!(?:de|del|y|e|o|a|al|en|bis|ter)\b)[a-záéíóúñA-ZÁÉÍÓÚÑ]{3,}|"
    r"\bmayoría\s+(?:absoluta|simple|cualificada|de\s+(?:dos|tres)\s+(?:tercios|quintos))|"
    r"\b(?:dos|tres)\s+(?:tercios|quintos)\b|\bla\s+mitad\b",
    re.IGNORECASE,
)
_AGE_RE = re.compile(
    rf"\b(?:mayor|menor)(?:es)?\s+de\s+(?:edad|{_NUMBER}\s+años)\b|\b{_NUMBER}\s+años(?:\s+de\s+edad)?\b|"
    r"\bedad\b",
    re.IGNORECASE,
)
_CAPITALIZED = r"[A-ZÁÉÍÓÚÑ][\wáéíóúñü]+"
_NOT_ACTORS = re.compile(
    r"^(?:Ley|Leyes|Real|Reglamento|Estatuto|Constitución|Título|Capítulo|Sección|Artículo|Disposición|"
    r"Código|Directiva|Decreto|Orden|Boletín|Unión Europea)\b"
)
_ACTOR_RE = re.compile(
    # an institution: "el Consejo de Transparencia y Buen Gobierno", "al Defensor del Pueblo"
    rf"(?:(?<=\s)|^)(?:[Ee]l|[Ll]as?|[Ll]os|[Aa]l|[Dd]el)\s+{_CAPITALIZED}"
    rf"(?:\s+(?:(?:de|del|de\s+la|de\s+los|de\s+las|y|e|para\s+la)\s+)?{_CAPITALIZED})*"
    # or a party the law names in lower case
    r"|\b(?:[Ee]l|[Ll]as?|[Ll]os)\s+(?:empresari[oa]s?|persona\s+trabajadora|trabajador(?:a|es)?|"
    r"interesad[oa]s?|responsables?\s+del\s+tratamiento|encargad[oa]s?\s+del\s+tratamiento|"
    r"delegad[oa]s?\s+de\s+protección\s+de\s+datos|órganos?\s+competentes?|"
    r"autoridad(?:es)?\s+(?:laboral|judicial|competente)s?|jueces|juez|representantes?\s+(?:legales?\s+)?"
    r"de\s+(?:los\s+|las\s+)?(?:trabajadores|personas\s+trabajadoras)|comité\s+de\s+empresa|"
    r"solicitante|titular(?:es)?)\b"
)
_MODAL_RE = re.compile(
    r"\b(?:no\s+|nunca\s+|solo\s+|sólo\s+|únicamente\s+)?(?:se\s+)?(?:"
    r"podrán?|deberán?|habrán?\s+de|tendrán?\s+derecho|tienen?\s+derecho|"
    r"(?:es|son|será|serán)\s+(?:nul[oa]s?|obligatori[oa]s?|válid[oa]s?|gratuit[oa]s?|necesari[oa]s?|"
    r"preceptiv[oa]s?|libres?)|"
    r"(?:está|están|estará|estarán)\s+obligad[oa]s?|(?:queda|quedan|quedará|quedarán)\s+prohibid[oa]s?|"
    r"(?<=se\s)(?:prohíbe|garantiza)|requerirán?|necesitarán?|exigirán?|en\s+ningún\s+caso)\b",
    re.IGNORECASE,
)
# a ruling clause is the modal and the verb it governs: "no podrá ser despedido", "podrán dirigirse"
_CLAUSE_TAIL_RE = re.compile(
    r"(?:\s+(?:ser|estar|se))*"
    r"(?:\s+[\wáéíóúñü]+(?:ar|er|ir|ado|ada|ados|adas|ido|ida|idos|idas|"
    r"arse|erse|irse|arlo|erlo|irlo|arla|erla|irla))?\b",
    re.IGNORECASE,
)
# "¿cuánto como máximo?" is answered by a limit ("no podrá exceder", "hasta"), "¿como mínimo?" by a floor
_ASKS_LIMIT = re.compile(r"\b(?:maxim[oa]|como mucho|tope|limite|mas de)\b")
_ASKS_FLOOR = re.compile(r"\b(?:minim[oa]|al menos|como poco|menos de)\b")
_LIMIT_RE = re.compile(r"\b(?:máxim[oa]s?|exceder|superar|superior(?:es)?|hasta|límite)\b", re.IGNORECASE)
_FLOOR_RE = re.compile(r"\b(?:mínim[oa]s?|al\s+menos|inferior(?:es)?)\b", re.IGNORECASE)
_KIND_RE: dict[str, re.Pattern[str]] = {
    PERIOD: _PERIOD_RE,
    AMOUNT: _AMOUNT_RE,
    AGE: _AGE_RE,
    ACTOR: _ACTOR_RE,
}


def _actor_spans(text: str) -> Iterator[tuple[int, int]]:
    for match in _ACTOR_RE.finditer(text):
        name = re.sub(r"^(?:el|la|los|las|al|del)\s+", "", match.group(), flags=re.IGNORECASE)
        if not _NOT_ACTORS.match(name):
            yield match.span()


def answer_spans(text: str, kinds: AbstractSet[str], near: Sequence[int] = ()) -> list[tuple[int, int]]:
    """The spans of ``text`` holding what ``kinds`` ask (a period, an actor, a ruling clause),
    joined where they overlap or touch, in text order. An actor: the first named, or the one
    closest to one of the offsets ``near`` (where the question's own words occur: "¿Quién nombra
    al presidente?" → "el Rey le nombrará Presidente", not the Congress named first)."""
    spans: list[tuple[int, int]] = []
    for kind in kinds:
        if kind == ACTOR:
            actors = list(_actor_spans(text))
            if near and actors:  # the closest that is not itself what the question names
                actors.sort(
                    key=lambda span: (
                        any(span[0] <= at < span[1] for at in near),
                        min(min(abs(at - span[0]), abs(at - span[1])) for at in near),
                    )
                )
            spans += actors[:1]
        elif kind == YESNO:
            for match in _MODAL_RE.finditer(text):  # the first ruling clause of the sentence
                tail = _CLAUSE_TAIL_RE.match(text, match.end())
                spans.append((match.start(), tail.end() if tail else match.end()))
                break
        elif kind in _KIND_RE:
            spans += [m.span() for m in _KIND_RE[kind].finditer(text)]
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):  # overlapping or next to each other: one phrase
        if merged and not text[merged[-1][1] : start].strip():
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def asked_bound(question: str) -> re.Pattern[str] | None:
    """For "¿… como máximo?" the words that state a limit; for "¿… como mínimo?" a floor's; else None."""
    folded = fold(question)
    return _LIMIT_RE if _ASKS_LIMIT.search(folded) else _FLOOR_RE if _ASKS_FLOOR.search(folded) else None


_ASKS_UNIT = re.compile(r"\bcuant[oa]s (dia|mes|ano|semana|hora|minuto|trimestre|quincena)")
_UNIT_FORMS = {
    "dia": "días?",
    "mes": "mes(?:es)?",
    "ano": "años?",
    "semana": "semanas?",
    "hora": "horas?",
    "minuto": "minutos?",
    "trimestre": "trimestres?",
    "quincena": "quincenas?",
}


def asked_unit(question: str) -> re.Pattern[str] | None:
    """For "¿cuántos días …?" (months, years, hours…) the phrases of a figure in that unit ("treinta
    días naturales"); else None."""
    match = _ASKS_UNIT.search(fold(question))
    if not match:
        return None
    return re.compile(rf"\b{_NUMBER}\s+{_UNIT_FORMS[match[1]]}\b", re.IGNORECASE)


def states_figure(text: str) -> bool:
    """True when ``text`` gives a figure (a period, an amount, a count, a majority), not merely an
    apartado's or a law's number."""
    return bool(_AMOUNT_RE.search(text))
