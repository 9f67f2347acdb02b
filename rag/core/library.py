"""The citizen's library: the 41 state norms bundled as the ``biblioteca`` corpus, by ámbito.

Each ámbito names what citizens ask about (renting, work, a traffic fine…) and the norms that rule
it, by BOE identifier. The table decides the folder each norm ships in (``data/biblioteca/<slug>/``),
the "Buscar en" choices of the app, and the ámbitos a refusal names. A norm outside the table (a
user's folder) takes its first sub-folder as its ámbito, when it has one.
"""

from __future__ import annotations

import re

from rag.core.text import fold

AMBITOS: dict[str, tuple[str, ...]] = {
    "Derechos y Estado": (
        "BOE-A-1978-31229",  # Constitución Española
        "BOE-A-1985-11672",  # LOREG
        "BOE-A-1982-11196",  # LO 1/1982, honor, intimidad y propia imagen
        "BOE-A-2007-6115",  # LO 3/2007, igualdad efectiva de mujeres y hombres
        "BOE-A-2015-3442",  # LO 4/2015, protección de la seguridad ciudadana
        "BOE-A-2000-544",  # LO 4/2000, extranjería
    ),
    "Trabajo y Seguridad Social": (
        "BOE-A-2015-11430",  # Estatuto de los Trabajadores
        "BOE-A-2015-11724",  # Ley General de la Seguridad Social
        "BOE-A-2007-13409",  # Estatuto del trabajo autónomo
        "BOE-A-1995-24292",  # Prevención de riesgos laborales
        "BOE-A-2021-21007",  # Ingreso mínimo vital
        "BOE-A-2006-21990",  # Dependencia
    ),
    "Vivienda": (
        "BOE-A-1994-26003",  # Arrendamientos Urbanos
        "BOE-A-1960-10906",  # Propiedad Horizontal
        "BOE-A-2023-12203",  # Derecho a la vivienda
        "BOE-A-1999-21567",  # Ordenación de la Edificación
    ),
    "Consumo, crédito y seguros": (
        "BOE-A-2007-20555",  # Consumidores y Usuarios
        "BOE-A-2011-10970",  # Crédito al consumo
        "BOE-A-2019-3814",  # Crédito inmobiliario
        "BOE-A-1980-22501",  # Contrato de Seguro
        "BOE-A-1996-1072",  # Comercio Minorista
    ),
    "Familia, herencias y Registro Civil": (
        "BOE-A-1889-4763",  # Código Civil
        "BOE-A-2011-12628",  # Registro Civil
        "BOE-A-2015-7391",  # Jurisdicción Voluntaria
    ),
    "Tráfico": ("BOE-A-2015-11722",),  # texto refundido de tráfico y seguridad vial
    "Impuestos": (
        "BOE-A-2006-20764",  # IRPF
        "BOE-A-2003-23186",  # General Tributaria
    ),
    "Administración": (
        "BOE-A-2015-10565",  # Ley 39/2015, procedimiento administrativo común
        "BOE-A-2015-10566",  # Ley 40/2015, régimen jurídico del sector público
        "BOE-A-2013-12887",  # Ley 19/2013, transparencia
        "BOE-A-1985-5392",  # Bases del régimen local
        "BOE-A-1998-16718",  # Jurisdicción contencioso-administrativa
    ),
    "Justicia y penal": (
        "BOE-A-1995-25444",  # Código Penal
        "BOE-A-1882-6036",  # Enjuiciamiento Criminal
        "BOE-A-2000-323",  # Enjuiciamiento Civil
        "BOE-A-1996-750",  # Asistencia jurídica gratuita
    ),
    "Datos e internet": (
        "BOE-A-2018-16673",  # LOPDGDD
        "BOE-A-2002-13758",  # LSSI
    ),
    "Salud y educación": (
        "BOE-A-1986-10499",  # General de Sanidad
        "BOE-A-2002-22188",  # Autonomía del paciente
        "BOE-A-2006-7899",  # Ley Orgánica de Educación
    ),
}

_AMBITO_OF = {norm_id: ambito for ambito, norm_ids in AMBITOS.items() for norm_id in norm_ids}


def ambito_of(norm_id: str, subfolder: str = "") -> str:
    """The ámbito of a norm: the library's, else the sub-folder it was read from ("" when none)."""
    return _AMBITO_OF.get(norm_id, subfolder)


def ambito_slug(ambito: str) -> str:
    """The folder name of an ámbito ("Familia, herencias y Registro Civil" →
    "familia-herencias-y-registro-civil")."""
    return re.sub(r"[^a-z0-9]+", "-", fold(ambito)).strip("-")
