"""Two kinds of question that state norms cannot answer however well they are ranked: the rules of
one territory ("¿cuánto se paga de sucesiones en Andalucía?", "el IBI de mi piso en Valencia": a
region's taxes, a town's bylaws, a region's own civil law) and this year's figures ("el salario
mínimo de este año", "el IPREM este año": amounts and calendars fixed every year by other norms).

Both only raise the refusal gate's bar: many questions that name a place or a year are answerable
("¿Cuántos senadores le corresponden a Tenerife?", "me trasladan a Sevilla, ¿tengo derecho…?"), so
the gate refuses a flagged question only when the learned ranking's confidence in its first precept
is below a threshold calibrated on the corpus's dev questions (``rag.search.calibration``); a corpus
without calibration never uses them.
"""

from __future__ import annotations

import re

from rag.core.text import fold

# Spain's autonomous communities and cities (with the adjectives that name their people), then
# provinces and large towns, each with the name shown to the user. Names that are also common words
# or institutions are left out: "Santander" (a bank), "Cuenca" (a river basin), "castellano" (the
# language); "catalán", "gallego" and "valenciano" also name languages: the confidence bar keeps
# questions about them answered.
_TERRITORIES: dict[str, tuple[str, ...]] = {
    "Andalucía": ("andalucía", "andaluz", "andaluza", "andaluces", "andaluzas"),
    "Aragón": ("aragón", "aragonés", "aragonesa"),
    "Asturias": ("asturias", "asturiano", "asturiana", "principado de asturias"),
    "Illes Balears": (
        "illes balears",
        "islas baleares",
        "baleares",
        "balear",
        "mallorca",
        "menorca",
        "ibiza",
    ),
    "Canarias": ("canarias", "canario", "canaria", "tenerife", "gran canaria", "lanzarote", "fuerteventura"),
    "Cantabria": ("cantabria", "cántabro", "cántabra"),
    "Castilla y León": ("castilla y león",),
    "Castilla-La Mancha": ("castilla-la mancha", "castilla la mancha", "manchego", "manchega"),
    "Cataluña": ("cataluña", "catalunya", "catalán", "catalana", "catalanes"),
    "Comunitat Valenciana": ("comunidad valenciana", "comunitat valenciana", "valenciano", "valenciana"),
    "Extremadura": ("extremadura", "extremeño", "extremeña"),
    "Galicia": ("galicia", "gallego", "gallega"),
    "Comunidad de Madrid": ("comunidad de madrid", "madrileño", "madrileña"),
    "Región de Murcia": ("región de murcia", "murciano", "murciana"),
    "Navarra": ("navarra", "comunidad foral"),
    "País Vasco": ("país vasco", "euskadi", "vasco", "vasca"),
    "La Rioja": ("la rioja", "riojano", "riojana"),
    "Ceuta": ("ceuta",),
    "Melilla": ("melilla",),
}
_TOWNS = """Madrid Barcelona Valencia Sevilla Zaragoza Málaga Murcia Palma Bilbao Alicante Córdoba
Valladolid Vigo Gijón Vitoria Coruña Granada Elche Oviedo Badalona Cartagena Terrassa Jerez Sabadell
Móstoles Pamplona Almería Fuenlabrada Leganés Donostia Getafe Burgos Albacete Castellón Alcorcón
Logroño Badajoz Salamanca Huelva Marbella Lleida Lérida Tarragona León Cádiz Jaén Ourense Orense Girona
Gerona Lugo Cáceres Guadalajara Toledo Pontevedra Palencia Zamora Ávila Huesca Segovia Soria Teruel
Benidorm"""
_TOWN_PHRASES = ("San Sebastián", "Alcalá de Henares", "Ciudad Real", "Las Palmas", "Santa Cruz de Tenerife")

_NAMES: dict[str, str] = {fold(v): name for name, variants in _TERRITORIES.items() for v in variants}
_NAMES |= {fold(town): town for town in (*_TOWNS.split(), *_TOWN_PHRASES)}
_TERRITORY_RE = re.compile(
    r"\b(" + "|".join(re.escape(name) for name in sorted(_NAMES, key=len, reverse=True)) + r")\b"
)

# this year's (or a given year's) figure: "este año", "este curso", "el año que viene", "en 2026",
# "actualmente", "a día de hoy" (not "actual": "dejar mi trabajo actual" asks no figure)
_CURRENT_RE = re.compile(
    r"\b(este (ano|curso|ejercicio)|el (ano que viene|proximo ano|ano proximo)|(en|para|del) (el ano )?20\d\d"
    r"|actualmente|a dia de hoy|hoy en dia)\b"
)


def named_territory(question: str) -> str:
    """The autonomous community, province or town the question names (as shown to the user:
    "Andalucía" for "andaluz"); "" if none. The asker's own, unnamed ("mi pueblo", "mi comunidad
    autónoma"), does not count: such questions are mostly about its institutions, which state norms
    do regulate ("¿quién elige al alcalde de mi pueblo?")."""
    found = _TERRITORY_RE.search(fold(question))
    return _NAMES[found.group(1)] if found else ""


def asks_current_figure(question: str) -> bool:
    """True when the question is about this year's (or a given year's) state of things."""
    return bool(_CURRENT_RE.search(fold(question)))
