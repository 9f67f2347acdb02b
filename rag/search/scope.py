"""Kinds of question that state norms cannot answer however well they are ranked: the rules of one
territory ("¿cuánto se paga de sucesiones en Andalucía?", "el IBI de mi piso en Valencia": a
region's taxes, a town's bylaws, a region's own civil law) or of another country ("¿cuántos días
de vacaciones tiene un trabajador en Alemania?"); this year's figures ("el salario mínimo de este
año", "el IPREM este año": amounts and calendars fixed every year by other norms); and advice or
what people usually do ("¿merece la pena recurrir?", "¿cuánto suele cobrar un detective?"): the
laws say what one may and must do, not what suits the asker or what things cost.

Each only raises the refusal gate's bar: many questions that name a place or a year are answerable
("¿Cuántos senadores le corresponden a Tenerife?", "me trasladan a Sevilla, ¿tengo derecho…?",
"vivo en Argentina, ¿puedo votar?"), so the gate refuses a flagged question only when the learned
ranking's confidence in its first precept is below a threshold calibrated on the corpus's dev
questions (``rag.search.calibration``); a corpus without calibration never uses them.
"""

from __future__ import annotations

import re

from rag.core.text import fold

# the kinds of question this module flags, each with its own bar at the gate (``Thresholds``)
SCOPES = ("territory", "current", "foreign", "advice")

# Spain's autonomous communities and cities (the adjectives that name their people below), then
# provinces and large towns, each with the name shown to the user. Names that are also common words
# or institutions are left out: "Santander" (a bank), "Cuenca" (a river basin), "castellano" (the
# language); "catalán", "gallego" and "valenciano" also name languages: the confidence bar keeps
# questions about them answered.
_TERRITORIES: dict[str, tuple[str, ...]] = {
    "Andalucía": ("andalucía",),
    "Aragón": ("aragón",),
    "Asturias": ("asturias", "principado de asturias"),
    "Illes Balears": ("illes balears", "islas baleares", "baleares", "mallorca", "menorca", "ibiza"),
    "Canarias": ("canarias", "tenerife", "gran canaria", "lanzarote", "fuerteventura"),
    "Cantabria": ("cantabria",),
    "Castilla y León": ("castilla y león",),
    "Castilla-La Mancha": ("castilla-la mancha", "castilla la mancha"),
    "Cataluña": ("cataluña", "catalunya"),
    "Comunitat Valenciana": ("comunidad valenciana", "comunitat valenciana"),
    "Extremadura": ("extremadura",),
    "Galicia": ("galicia",),
    "Comunidad de Madrid": ("comunidad de madrid",),
    "Región de Murcia": ("región de murcia",),
    "Navarra": ("navarra", "comunidad foral"),
    "País Vasco": ("país vasco", "euskadi"),
    "La Rioja": ("la rioja",),
    "Ceuta": ("ceuta",),
    "Melilla": ("melilla",),
}
# …and the adjectives that name their people: "soy andaluza, ¿qué pago?" places the asker under
# its rules wherever it stands in the question
_PEOPLES: dict[str, tuple[str, ...]] = {
    "Andalucía": ("andaluz", "andaluza", "andaluces", "andaluzas"),
    "Aragón": ("aragonés", "aragonesa"),
    "Asturias": ("asturiano", "asturiana"),
    "Illes Balears": ("balear",),
    "Canarias": ("canario", "canaria"),
    "Cantabria": ("cántabro", "cántabra"),
    "Castilla-La Mancha": ("manchego", "manchega"),
    "Cataluña": ("catalán", "catalana", "catalanes"),
    "Comunitat Valenciana": ("valenciano", "valenciana"),
    "Extremadura": ("extremeño", "extremeña"),
    "Galicia": ("gallego", "gallega"),
    "Comunidad de Madrid": ("madrileño", "madrileña"),
    "Región de Murcia": ("murciano", "murciana"),
    "País Vasco": ("vasco", "vasca"),
    "La Rioja": ("riojano", "riojana"),
}
_TOWNS = """Madrid Barcelona Valencia Sevilla Zaragoza Málaga Murcia Palma Bilbao Alicante Córdoba
Valladolid Vigo Gijón Vitoria Coruña Granada Elche Oviedo Badalona Cartagena Terrassa Jerez Sabadell
Móstoles Pamplona Almería Fuenlabrada Leganés Donostia Getafe Burgos Albacete Castellón Alcorcón
Logroño Badajoz Salamanca Huelva Marbella Lleida Lérida Tarragona León Cádiz Jaén Ourense Orense Girona
Gerona Lugo Cáceres Guadalajara Toledo Pontevedra Palencia Zamora Ávila Huesca Segovia Soria Teruel
Benidorm"""
_TOWN_PHRASES = ("San Sebastián", "Alcalá de Henares", "Ciudad Real", "Las Palmas", "Santa Cruz de Tenerife")

# Other countries (and their best-known regions and cities), by their Spanish names: what rules
# there is another state's law. Names that are also Spanish words are left out ("Quito", "Lima",
# "Malta", "Gales", "Georgia", "Guinea", "Catar", "Irán": "irán" is a verb), and so are the
# peoples' adjectives ("marroquí", "argentino"): a foreigner asking about Spain asks Spanish law.
_COUNTRIES = """Alemania Andorra Angola Argelia Argentina Armenia Australia Austria Bangladés Bélgica
Bielorrusia Bolivia Brasil Bulgaria Camerún Canadá Chile China Chipre Colombia Corea Croacia
Cuba Dinamarca Ecuador Egipto Eslovaquia Eslovenia Estonia Etiopía Filipinas Finlandia Francia
Ghana Grecia Guatemala Honduras Hungría India Indonesia Irak Irlanda Islandia Israel Italia
Jamaica Japón Jordania Kenia Letonia Líbano Libia Lituania Luxemburgo Marruecos Mauritania México
Moldavia Mónaco Nicaragua Nigeria Noruega Holanda Pakistán Panamá Paraguay Perú Polonia Portugal
Inglaterra Escocia Rumanía Rumania Rusia Senegal Serbia Siria Suecia Suiza Tailandia Túnez Turquía
Ucrania Uruguay Venezuela Vietnam Gibraltar EEUU Londres París Berlín Roma Lisboa Bruselas Ámsterdam
Texas California Florida Miami Bogotá Caracas Montevideo Casablanca Tánger"""
_COUNTRY_PHRASES = (
    "Estados Unidos",
    "EE. UU.",
    "EE.UU.",
    "Reino Unido",
    "Países Bajos",
    "Nueva Zelanda",
    "Costa Rica",
    "El Salvador",
    "República Dominicana",
    "Arabia Saudí",
    "Emiratos Árabes",
    "Buenos Aires",
    "Nueva York",
)
_COUNTRY_NAMES: dict[str, str] = {fold(c): c for c in (*_COUNTRIES.split(), *_COUNTRY_PHRASES)}
_COUNTRY_RE = re.compile(
    r"(?<!\w)(" + "|".join(re.escape(n) for n in sorted(_COUNTRY_NAMES, key=len, reverse=True)) + r")(?!\w)"
)

_PEOPLE = frozenset(fold(v) for variants in _PEOPLES.values() for v in variants)
_NAMES: dict[str, str] = {
    fold(v): name for names in (_TERRITORIES, _PEOPLES) for name, variants in names.items() for v in variants
}
_NAMES |= {fold(town): town for town in (*_TOWNS.split(), *_TOWN_PHRASES)}
_PLACE_NAMES = "|".join(re.escape(name) for name in sorted(_NAMES, key=len, reverse=True))
_TERRITORY_RE = re.compile(r"\b(" + _PLACE_NAMES + r")\b")

# this year's (or a given year's) figure: "este año", "este curso", "el año que viene", "en 2026",
# "actualmente", "a día de hoy" (not "actual": "dejar mi trabajo actual" asks no figure)
_CURRENT_RE = re.compile(
    r"\b(este (ano|curso|ejercicio)|el (ano que viene|proximo ano|ano proximo)|(en|para|del) (el ano )?20\d\d"
    r"|actualmente|a dia de hoy|hoy en dia)\b"
)


# where the asker lives, goes or acts from (folded): "vivo en Francia", "me voy a vivir a Alemania",
# "resido en Argentina", "desde Suiza", "vivo en Madrid" — context, not the rules asked about
_RESIDENCE_RE = re.compile(
    r"(\b(vivo|vivimos|resido|residimos|residente|empadronado|empadronada|estoy|estamos) en"
    r"|\b(me voy|nos vamos|irme|mudarme|me mudo|nos mudamos|me he mudado|emigro|emigrar)"
    r" (a vivir |a trabajar )?a|\bdesde) $"  # right before the place
)
# where the asker lives, right before a place in Spain: "vivo en Sevilla", "estoy empadronada en
# Valencia" (not "estoy en": "estoy en paro")
_LIVES_IN_RE = re.compile(
    r"\b(?:vivo|vivimos|resido|residimos|empadronado|empadronada|empadronados|empadronadas) "
    r"(en (?:la |el )?(?:" + _PLACE_NAMES + r"))\b"
)
_ASKED_RE = re.compile(r"¿[^?]*\??")  # what is asked: "¿…?"
_OPENING_PLACE_RE = re.compile(r"^\s*en [^,¿]{2,40},")  # "En Italia, ¿…?"


def _asked_place(pattern: re.Pattern[str], folded: str) -> str:
    """The first place ``pattern`` finds in what is asked (the "¿…?" spans, an opening "En X,", all
    of a question written without "¿"), unless right after where the asker lives or writes from."""
    parts = [m.group(0) for m in _ASKED_RE.finditer(folded)] or [folded]
    opening = _OPENING_PLACE_RE.match(folded)
    for part in [*parts, *([opening.group(0)] if opening else [])]:
        for found in pattern.finditer(part):
            if not _RESIDENCE_RE.search(part[max(0, found.start() - 30) : found.start()]):
                return found.group(1)
    return ""


def named_territory(question: str) -> str:
    """The autonomous community, province or town whose own rules the question asks about (as shown
    to the user: "Andalucía" for "andaluz"); "" if none. Its people's name counts wherever it is
    ("Soy andaluza y heredo un piso, ¿qué pago?"); a place only in what is asked ("¿cuánto se paga
    de sucesiones en Andalucía?", not "han detenido en Castellón a mi marido, ¿tiene derecho a un
    intérprete?") and not as where the asker lives ("vivo en Madrid, ¿puedo traer a mi mujer?").
    The asker's own, unnamed ("mi pueblo", "mi comunidad autónoma"), does not count: such
    questions are mostly about its institutions, which state norms do regulate ("¿quién elige al
    alcalde de mi pueblo?")."""
    folded = fold(question)
    people = next((m.group(1) for m in _TERRITORY_RE.finditer(folded) if m.group(1) in _PEOPLE), "")
    found = people or _asked_place(_TERRITORY_RE, folded)
    return _NAMES[found] if found else ""


def without_residence(question: str) -> str:
    """The question with the place in Spain where the asker lives read as "aquí" ("Vivo en Sevilla
    y mi casero no me devuelve la fianza" → "Vivo aquí y mi casero…"): which state law answers does
    not depend on the town. The out-of-scope model and the known questions at the gate read the
    question's embedding, which carries the town; among the dev questions a named town mostly asks
    about its own rules ("¿dónde deposito la fianza en Galicia?"), so the town alone pushed
    answerable questions out. A place abroad is left: living abroad changes what applies ("vivo en
    Argentina, ¿puedo votar?")."""
    folded = fold(question)
    if len(folded) != len(question):  # folding changed the length: positions would not match
        return question
    pieces, last = [], 0
    for found in _LIVES_IN_RE.finditer(folded):
        pieces += [question[last : found.start(1)], "aquí"]
        last = found.end(1)
    return "".join(pieces) + question[last:] if pieces else question


def asks_current_figure(question: str) -> bool:
    """True when the question is about this year's (or a given year's) state of things."""
    return bool(_CURRENT_RE.search(fold(question)))


_THERE_RE = re.compile(r"\b(alli|alla|ese pais|aquel pais)\b")
_SPAIN_RE = re.compile(r"\b(espana|espanol|espanola|espanoles|espanolas|aqui)\b")


def named_country(question: str) -> str:
    """The other country (or a region or city of one) whose rules the question asks about, as shown
    to the user; "" if none. The country must be in what is asked ("¿cuántos días de vacaciones
    tiene un trabajador en Alemania?", "En Italia, ¿…?", all of a question written without "¿"),
    in a question that does not bring Spain in ("me casé en Marruecos, ¿es válido en España?",
    "mi hijo nació en Francia, ¿es español?"), and not only as where the asker lives or writes
    from ("vivo en Francia, ¿puedo votar?"); or the question asks how things are there ("¿cómo
    funciona allí el divorcio?")."""
    folded = fold(question)
    if _THERE_RE.search(folded):
        found = _COUNTRY_RE.search(folded)
        return _COUNTRY_NAMES[found.group(1)] if found else ""
    if _SPAIN_RE.search(folded):
        return ""
    found_name = _asked_place(_COUNTRY_RE, folded)
    return _COUNTRY_NAMES[found_name] if found_name else ""


# advice, preference or what things usually cost (folded text): "¿vale/merece la pena…?", "¿me
# conviene…?", "¿qué me recomiendas/aconsejas?", "sin quedar mal", "¿qué es mejor…?", "¿cuánto
# debería ofrecer?", "¿cuánto suele cobrar un notario?", "¿cuánto cobra uno normalmente?". Not what
# is usual in general: "¿cuánto suele tardar Hacienda en devolver?" has a legal time limit.
_ADVICE_RE = re.compile(
    r"\b(vale la pena|merece la pena|(me|nos|le) (conviene|compensa)|(conviene|compensa) mas"
    r"|(me|nos) (recomienda|recomiendas|recomiendan|aconseja|aconsejas|aconsejan)|que (me )?recomienda"
    r"|sin quedar mal|(que|cual) es (lo )?mejor|(cuanto|que) (deberia|debo) (ofrecer|pedir|cobrar)\w*"
    r"|(suele|suelen|normalmente|habitualmente)\W+(\w+\W+){0,3}?"
    r"(cobra|cobran|cobrar|cuesta|cuestan|costar)"
    r"|(cobra|cobran|cuesta|cuestan)\W+(\w+\W+){0,3}?(normalmente|habitualmente))\b"
)


def asks_advice(question: str) -> bool:
    """True when the question asks for advice, a preference or what things usually cost."""
    return bool(_ADVICE_RE.search(fold(question)))
