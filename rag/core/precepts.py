"""Canonical precept ids and their Spanish names: ``art-13``, ``art-6-bis``, ``da-1`` ("Disposición
adicional primera"), ``dd``, ``preambulo``; ordinals read and written as BOE does."""

from __future__ import annotations

import functools
import re

from rag.core.text import fold

DISPOSITION_KINDS = {"adicional": "da", "transitoria": "dt", "derogatoria": "dd", "final": "df"}
DISPOSITION_NAMES = {prefix: kind for kind, prefix in DISPOSITION_KINDS.items()}

_ORDINAL_UNITS = {
    "primera": 1,
    "segunda": 2,
    "tercera": 3,
    "cuarta": 4,
    "quinta": 5,
    "sexta": 6,
    "septima": 7,
    "setima": 7,
    "octava": 8,
    "novena": 9,
}
_ORDINAL_WORDS = {
    **_ORDINAL_UNITS,
    "decima": 10,
    "undecima": 11,
    "duodecima": 12,
    "unica": 0,
}
_ORDINAL_TENS = {
    "decimo": 10,
    "decima": 10,
    "vigesimo": 20,
    "vigesima": 20,
    "trigesimo": 30,
    "trigesima": 30,
    "cuadragesimo": 40,
    "cuadragesima": 40,
    "quincuagesimo": 50,
    "quincuagesima": 50,
}
_UNITS = ["", "primera", "segunda", "tercera", "cuarta", "quinta", "sexta", "séptima", "octava", "novena"]
_TENS = ["", "décima", "vigésima", "trigésima", "cuadragésima", "quincuagésima"]


def parse_ordinal(word: str) -> int | None:
    """Spanish feminine/masculine ordinal words to numbers: 'quinta' → 5, 'vigésima segunda' → 22."""
    words = fold(word).replace("-", " ").split()
    if not words:
        return None
    if len(words) == 1 and words[0] in _ORDINAL_WORDS:
        return _ORDINAL_WORDS[words[0]]
    joined = "".join(words)
    for tens_word, tens in _ORDINAL_TENS.items():
        if joined.startswith(tens_word):
            rest = joined[len(tens_word) :]
            if not rest:
                return tens
            if rest in _ORDINAL_UNITS:
                return tens + _ORDINAL_UNITS[rest]
            if "o" + rest in _ORDINAL_UNITS:  # "decimoctava": the o of "octava" is elided
                return tens + _ORDINAL_UNITS["o" + rest]
    return None


_SPELLED_UNITS = {
    "uno": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15,
    "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
    "veintiuno": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24, "veinticinco": 25,
    "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
}  # fmt: skip
_SPELLED_TENS = {
    "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80,
    "noventa": 90,
}  # fmt: skip
_SPELLED_HUNDREDS = {
    "cien": 100, "ciento": 100, "doscientos": 200, "trescientos": 300, "cuatrocientos": 400,
    "quinientos": 500, "seiscientos": 600, "setecientos": 700, "ochocientos": 800, "novecientos": 900,
}  # fmt: skip
_MASCULINE_ORDINALS = {
    "primero": 1, "segundo": 2, "tercero": 3, "cuarto": 4, "quinto": 5, "sexto": 6, "septimo": 7,
    "setimo": 7, "octavo": 8, "noveno": 9, "decimo": 10, "undecimo": 11, "duodecimo": 12,
}  # fmt: skip


# "primero" … "duodécimo", folded: ordinals BOE uses for early articles, and for list items
# ("Primero. …") that are not apartados
MASCULINE_ORDINALS = frozenset(_MASCULINE_ORDINALS)


# The Latin suffixes of articles inserted between two others ("Artículo 177 decies"), as written
# folded: BOE writes "quáter" and "quater" alike.
LATIN_SUFFIXES = (
    "bis", "ter", "quater", "quinquies", "sexies", "septies", "octies", "nonies", "decies",
    "undecies", "duodecies", "terdecies", "quaterdecies", "quindecies", "sexdecies", "septdecies",
    "octodecies", "novodecies", "vicies",
)  # fmt: skip


def parse_spelled_number(words: list[str]) -> tuple[int, int] | None:
    """The number that the first folded ``words`` spell as an article's number ("primero",
    "setenta y dos", "ciento siete") and how many words it took, or None: cardinals up to 999
    and the ordinals BOE uses for early articles ("primero" … "duodécimo")."""
    if words and words[0] in _MASCULINE_ORDINALS:
        return _MASCULINE_ORDINALS[words[0]], 1
    value, used = 0, 0
    if used < len(words) and words[used] in _SPELLED_HUNDREDS:
        value, used = _SPELLED_HUNDREDS[words[used]], used + 1
    if used < len(words) and words[used] in _SPELLED_TENS:
        value, used = value + _SPELLED_TENS[words[used]], used + 1
        if used + 1 < len(words) and words[used] == "y" and _SPELLED_UNITS.get(words[used + 1], 99) < 10:
            value, used = value + _SPELLED_UNITS[words[used + 1]], used + 2
    elif used < len(words) and words[used] in _SPELLED_UNITS:
        value, used = value + _SPELLED_UNITS[words[used]], used + 1
    return (value, used) if used and value else None


def feminine_ordinal(number: int) -> str:
    """'primera' … 'quincuagésima novena', as BOE names dispositions; digits beyond that."""
    tens, units = divmod(number, 10)
    if number in (11, 12):
        return ("undécima", "duodécima")[number - 11]
    if tens == 1 and units:  # decimotercera … decimoctava (the o of "octava" is elided)
        return "decimoctava" if units == 8 else "decimo" + _UNITS[units]
    if not 0 < number < 10 * len(_TENS):
        return str(number)
    return " ".join(word for word in (_TENS[tens], _UNITS[units]) if word)


def heading_after_label(heading: str, label: str) -> str:
    """A heading without the label that opens it ("Artículo 40. Movilidad geográfica." →
    "Movilidad geográfica."); "" when it is only the label; the whole heading when another wording
    opens it."""
    heading = heading.strip()
    if not heading or heading.casefold().rstrip(" .") == label.casefold():
        return ""
    if label and heading.casefold().startswith(label.casefold()):
        return heading[len(label) :].lstrip(" .:-—").strip()
    return heading


def precept_label(article_id: str) -> str:
    """How a reader names a precept id: 'Artículo 13', 'Disposición transitoria quinta', 'Preámbulo'."""
    if article_id == "preambulo":
        return "Preámbulo"
    if match := re.fullmatch(r"art-(\d+|unico)(?:-([a-z]+)(?:-([a-z]|\d+))?)?", article_id):
        number = "único" if match[1] == "unico" else match[1]
        return f"Artículo {number}" + "".join(f" {part}" for part in match.groups()[1:] if part)
    if match := re.fullmatch(r"(da|dt|dd|df)(?:-(\d+)(?:-([a-z]+))?)?", article_id):
        kind = DISPOSITION_NAMES[match[1]]
        ordinal = f" {feminine_ordinal(int(match[2]))}" if match[2] else ""
        return f"Disposición {kind}{ordinal}" + (f" {match[3]}" if match[3] else "")
    return article_id


# Short names of the bundled norms whose titles do not shorten well by rule.
KNOWN_SHORT_NAMES = {
    "BOE-A-1978-31229": "Constitución Española",
    "BOE-A-2018-16673": "LOPDGDD",
    # the library's norms (#20) by the names citizens and lawyers use
    "BOE-A-1889-4763": "Código Civil",
    "BOE-A-1995-25444": "Código Penal",
    "BOE-A-1882-6036": "Ley de Enjuiciamiento Criminal",
    "BOE-A-2000-323": "Ley de Enjuiciamiento Civil",
    "BOE-A-1994-26003": "Ley de Arrendamientos Urbanos",
    "BOE-A-1960-10906": "Ley de Propiedad Horizontal",
    "BOE-A-1985-11672": "LOREG",
    "BOE-A-2015-11722": "Ley de Tráfico",
    "BOE-A-2006-20764": "Ley del IRPF",
    "BOE-A-2003-23186": "Ley General Tributaria",
    "BOE-A-2000-544": "Ley de Extranjería",
    "BOE-A-2007-20555": "Ley de Consumidores",
    "BOE-A-2015-11724": "Ley General de la Seguridad Social",
    "BOE-A-1986-10499": "Ley General de Sanidad",
    "BOE-A-2006-7899": "Ley Orgánica de Educación",
    "BOE-A-1999-21567": "Ley de Ordenación de la Edificación",
    "BOE-A-2002-13758": "LSSI",
    "BOE-A-1980-22501": "Ley de Contrato de Seguro",
}
# How people name the norms besides their short names (folded, matched as whole words). "LOE" names
# both the Ley Orgánica de Educación and the Ley de Ordenación de la Edificación: a question naming
# "LOE" is searched in both (the ranking tells by its words which one it is about), and a lookup
# ("artículo 17 de la LOE") quotes both articles, the one nearer the question's words first.
KNOWN_ALIASES = {
    "BOE-A-1978-31229": ("constitucion", "ce", "carta magna"),
    "BOE-A-2015-11430": ("estatuto", "et", "estatuto de los trabajadores"),
    "BOE-A-2015-10565": ("lpac", "ley de procedimiento", "procedimiento administrativo comun"),
    "BOE-A-2013-12887": ("ley de transparencia", "transparencia", "ltaibg"),
    "BOE-A-2018-16673": ("lopd", "lopdgdd", "ley de proteccion de datos", "proteccion de datos"),
    "BOE-A-1889-4763": ("codigo civil", "cc"),
    "BOE-A-1995-25444": ("codigo penal", "cp"),
    "BOE-A-1882-6036": ("lecrim", "ley de enjuiciamiento criminal"),
    "BOE-A-2000-323": ("lec", "ley de enjuiciamiento civil"),
    "BOE-A-1994-26003": ("lau", "ley de arrendamientos urbanos", "ley de alquileres", "ley del alquiler"),
    "BOE-A-1960-10906": ("lph", "ley de propiedad horizontal", "ley de la propiedad horizontal"),
    "BOE-A-1985-11672": ("loreg", "ley electoral", "ley del regimen electoral general"),
    "BOE-A-2015-11722": ("ley de trafico", "ley de seguridad vial", "ley de trafico y seguridad vial"),
    "BOE-A-2006-20764": ("irpf", "ley del irpf", "ley del impuesto sobre la renta"),
    "BOE-A-2003-23186": ("lgt", "ley general tributaria"),
    "BOE-A-2000-544": ("ley de extranjeria",),
    "BOE-A-2007-20555": (
        "lgdcu",
        "ley de consumidores",
        "ley general para la defensa de los consumidores y usuarios",
    ),
    "BOE-A-2015-11724": ("lgss", "ley general de la seguridad social"),
    "BOE-A-1986-10499": ("ley general de sanidad",),
    "BOE-A-2006-7899": ("loe", "ley organica de educacion", "ley de educacion"),
    "BOE-A-1999-21567": ("loe", "ley de ordenacion de la edificacion", "ley de la edificacion"),
    "BOE-A-2002-13758": ("lssi", "lssice", "ley de servicios de la sociedad de la informacion"),
    "BOE-A-1980-22501": ("lcs", "ley de contrato de seguro", "ley del contrato de seguro"),
    "BOE-A-2023-12203": ("ley de vivienda", "ley de la vivienda", "ley por el derecho a la vivienda"),
    "BOE-A-2015-10566": ("lrjsp", "ley de regimen juridico del sector publico"),
    "BOE-A-1985-5392": (
        "lbrl",
        "ley de bases de regimen local",
        "ley reguladora de las bases del regimen local",
    ),
    "BOE-A-1998-16718": ("ljca", "ley de la jurisdiccion contencioso-administrativa"),
    "BOE-A-1996-750": ("ley de asistencia juridica gratuita", "ley de justicia gratuita"),
    "BOE-A-2015-3442": ("ley de seguridad ciudadana", "ley mordaza"),
    "BOE-A-1982-11196": ("ley del derecho al honor", "ley de proteccion del derecho al honor"),
    "BOE-A-2007-6115": ("ley de igualdad",),
    "BOE-A-2007-13409": ("leta", "estatuto del trabajo autonomo"),
    "BOE-A-1995-24292": ("lprl", "ley de prevencion de riesgos laborales"),
    "BOE-A-2021-21007": ("ley del ingreso minimo vital",),
    "BOE-A-2006-21990": ("ley de dependencia", "ley de la dependencia"),
    "BOE-A-2011-10970": ("ley de credito al consumo", "ley de contratos de credito al consumo"),
    "BOE-A-2019-3814": ("lcci", "ley de credito inmobiliario", "ley de contratos de credito inmobiliario"),
    "BOE-A-1996-1072": ("locm", "ley de comercio minorista", "ley de ordenacion del comercio minorista"),
    "BOE-A-2011-12628": ("ley del registro civil",),
    "BOE-A-2015-7391": ("ley de jurisdiccion voluntaria", "ley de la jurisdiccion voluntaria"),
    "BOE-A-2002-22188": ("ley de autonomia del paciente",),
}
_NUMBER_RE = re.compile(r"\b\d{1,4}/\d{4}\b")
_CONSOLIDATED_RE = re.compile(r"texto refundido de la (?P<name>[Ll]ey [^,.]+)")
_NUMBERED_RE = re.compile(
    r"^(?P<kind>Ley Orgánica|Ley|Real Decreto-ley|Real Decreto Legislativo|Real Decreto|Decreto Legislativo"
    r"|Decreto-ley|Decreto|Orden [A-Z]+)\s+(?P<number>\d+/\d{4})"
)


@functools.cache  # every chunk of a norm asks for the same name when a collection is read
def norm_short_name(norm_id: str, title: str) -> str:
    """How citations name a norm: "Ley 39/2015", "Estatuto de los Trabajadores" (a texto refundido
    is named by the law it consolidates), a few bundled ones by their usual names ("LOPDGDD"), else
    the title up to its first comma."""
    if norm_id in KNOWN_SHORT_NAMES:
        return KNOWN_SHORT_NAMES[norm_id]
    if match := _CONSOLIDATED_RE.search(title):
        name = "Ley" + match["name"].strip()[3:]
        # "Ley del Estatuto de los Trabajadores" is cited as "Estatuto de los Trabajadores"
        return name.removeprefix("Ley del ") if name.startswith("Ley del Estatuto") else name
    if match := _NUMBERED_RE.match(title):
        return f"{match['kind']} {match['number']}"
    return title.split(",")[0].strip()[:60] or norm_id


def norm_aliases(norm_id: str, title: str, short: str) -> tuple[str, ...]:
    """Folded names a question may give a norm: its short name, its number ("39/2015", with and
    without "ley"), known aliases of the bundled ones ("ET", "LOPD")."""
    aliases = {fold(short), *KNOWN_ALIASES.get(norm_id, ())}
    for number in _NUMBER_RE.findall(title[:120]):
        aliases |= {number, f"ley {number}", f"ley organica {number}"}
    return tuple(sorted(alias for alias in aliases if alias))


# A name that starts with one of these words names a document ("Ley de Transparencia", "Estatuto
# de los Trabajadores"); alone, in free text, only "Constitución" names one norm ("Estatuto" may be
# an Estatuto de Autonomía, "transparencia" or "protección de datos" a topic).
_DOCUMENT_NAME_RE = re.compile(
    r"^(ley|estatuto|codigo|reglamento|real decreto|decreto|orden|constitucion|carta magna)\b"
)
_ONE_WORD_NAMES = frozenset({"constitucion"})


def names_norm(alias: str, question: str, folded: str = "") -> bool:
    """Whether ``question`` (as written) names a norm by ``alias`` (folded, from ``norm_aliases``)
    in a way free text cannot mean anything else: a number ("39/2015"), a document's name of two or
    more words ("estatuto de los trabajadores"), "Constitución", or an acronym in capitals ("CE",
    "LOPDGDD"). ``folded``: the question already folded, when many aliases are tried."""
    folded = folded or fold(question)
    if alias not in folded or not re.search(rf"\b{re.escape(alias)}\b", folded):
        return False
    if any(ch.isdigit() for ch in alias) or alias in _ONE_WORD_NAMES:
        return True
    if " " in alias:
        return bool(_DOCUMENT_NAME_RE.match(alias))
    return bool(re.search(rf"\b{re.escape(alias.upper())}\b", question))


# A norm's place in the hierarchy of Spanish law, read from the words its BOE title opens with: the
# Constitution, organic laws, laws and the decrees with the force of law, regulations, orders. A
# decree that publishes or approves a code or a law ("Real Decreto de 24 de julio de 1889 por el
# que se publica el Código Civil") has the rank of what it publishes.
_RANKS = (
    (re.compile(r"^constitucion\b"), 0),
    (re.compile(r"^ley organica\b"), 1),
    (re.compile(r"^(ley|real decreto legislativo|real decreto-? ?ley|decreto legislativo)\b"), 2),
    (
        re.compile(r"^(real )?decreto\b.{0,80}\bpor (el|la) que se (publica|aprueba) (el|la) (codigo|ley)\b"),
        2,
    ),
    (re.compile(r"^(real )?decreto\b"), 3),
    (re.compile(r"^orden\b"), 4),
)
UNKNOWN_RANK = 5


def norm_rank(title: str) -> int:
    """The norm's rank in the hierarchy of law from its title: 0 the Constitution, 1 an organic law,
    2 a law or a decree with the force of law (or publishing a code), 3 a regulation, 4 an order,
    ``UNKNOWN_RANK`` anything else (a user's document)."""
    folded = fold(title).strip()
    return next((rank for pattern, rank in _RANKS if pattern.match(folded)), UNKNOWN_RANK)


def qualified_label(norm_short: str, label: str, apartado: str = "") -> str:
    """A precept named with its norm: "Ley 39/2015, art. 66.1", "LOPDGDD, art. 13",
    "Ley 39/2015, disposición adicional primera, apartado 2"."""
    if label.startswith("Artículo "):
        precept = "art. " + label[len("Artículo ") :] + (f".{apartado}" if apartado else "")
    else:
        precept = label[:1].lower() + label[1:] + (f", apartado {apartado}" if apartado else "")
    return f"{norm_short}, {precept}" if norm_short else precept


# Precepts that do not themselves regulate what a citizen asks about: the preamble (exposición de
# motivos) and final provisions that amend other laws or only say when and under which competence
# the norm applies. Every BOE norm has them; they repeat the norm's vocabulary, so without care
# they outrank the rule that answers. A repealing provision stays a rule ("¿qué pasó con las leyes
# franquistas?").
_SECONDARY_HEADING_RE = re.compile(
    r"^(modificaci[oó]n|entrada en vigor|t[ií]tulo competencial|desarrollo (reglamentario|normativo)"
    r"|habilitaci[oó]n|facultades de desarrollo|referencias normativas|adaptaci[oó]n normativa"
    r"|naturaleza de la presente ley|car[aá]cter de ley org[aá]nica|derogaci[oó]n)",
    re.IGNORECASE,
)
# A question that names such a text wants it.
NAMES_SECONDARY_RE = re.compile(
    r"pre[aá]mbulo|exposici[oó]n de motivos|disposici[oó]n final|\bmodific"
    r"|\bentr\w* en vigor|\bvigencia\b|t[ií]tulo competencial",
    re.IGNORECASE,
)


def is_secondary(article_id: str, heading: str) -> bool:
    """True for a preamble or a final provision that amends other norms or only states entry into
    force, competence or regulatory development."""
    if article_id == "preambulo":
        return True
    return article_id.startswith("df-") and bool(_SECONDARY_HEADING_RE.match(heading.strip()))
