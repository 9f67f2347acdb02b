"""Citizen words → legal phrases: Transparency and good governance (Ley 19/2013). Keys and values as
described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Transparency and good governance (Ley 19/2013): asking for public information, its limits and
# refusal, the Consejo de Transparencia, what must be published, rules for senior officials.
_ACCESS = "derecho de acceso a la información pública, solicitud de acceso a la información"
_SPENDING = "información económica, presupuestaria y estadística, fondos públicos"
_CONTRACTS = "contratos, adjudicatario, licitadores"
_OFFICIALS_PAY = "retribuciones percibidas anualmente, altos cargos, máximos responsables"
_ACTIVE = "publicidad activa, Portal de la Transparencia"
_LIMITS = "límites al derecho de acceso, causas de inadmisión, acceso parcial"
_COUNCIL = "reclamación ante el Consejo de Transparencia y Buen Gobierno"
_NO_REASONS = "sin necesidad de motivar la solicitud, motivos por los que solicita la información"
_DRAFTS = "en curso de elaboración, carácter auxiliar o de apoyo, borradores, informes internos"
_COST = "gratuito, expedición de copias"
_CONFLICT = "conflicto de intereses, buen gobierno, imparcialidad"
TRANSPARENCY: dict[str, str] = {
    "pedir informacion": _ACCESS,
    "solicitar informacion": _ACCESS,
    "pedir datos": _ACCESS,
    "pedir documentos": _ACCESS,
    "pedir una copia": _ACCESS,
    "acceder a documentos": _ACCESS,
    "informacion de la administracion": _ACCESS,
    "informacion del ayuntamiento": _ACCESS,
    "informacion del gobierno": _ACCESS,
    "en que se gasta": _SPENDING,
    "gastan": _SPENDING,
    "dinero publico": _SPENDING,
    "presupuesto": "presupuestaria y estadística, ejecución",
    "contratos public": _CONTRACTS,
    "contratos de la administracion": _CONTRACTS,
    "contratos del ayuntamiento": _CONTRACTS,
    "adjudic": _CONTRACTS,
    "licitac": _CONTRACTS,
    "subvenc": "subvenciones y ayudas públicas, beneficiarios",
    "ayudas": "subvenciones y ayudas públicas, beneficiarios",
    "sueldo del alcalde": _OFFICIALS_PAY,
    "sueldos de los": _OFFICIALS_PAY,
    "sueldo de un ministro": _OFFICIALS_PAY,
    "cobra el alcalde": _OFFICIALS_PAY,
    "los politicos": _OFFICIALS_PAY,
    "transparen": _ACTIVE,
    "web": "páginas web, sede electrónica, publicidad activa",
    "tienen que publicar": _ACTIVE,
    "deben publicar": _ACTIVE,
    "obligados a publicar": _ACTIVE,
    "no me dan la informacion": _LIMITS,
    "no me dan los datos": _LIMITS,
    "no me quieren dar": _LIMITS,
    "no quieren dar": _LIMITS,
    "confidencial": _LIMITS,
    "secretos oficiales": _LIMITS,
    "consejo de transparencia": _COUNCIL,
    "ctbg": _COUNCIL,
    "para que lo quiero": _NO_REASONS,
    "para que la quiero": _NO_REASONS,
    "por que lo quiero": _NO_REASONS,
    "explicar por que": _NO_REASONS,
    "explicar para que": _NO_REASONS,
    "borrador": _DRAFTS,
    "informe interno": _DRAFTS,
    "informes internos": _DRAFTS,
    "notas internas": _DRAFTS,
    "documentos internos": _DRAFTS,
    "en elaboracion": _DRAFTS,
    "repetitiv": "manifiestamente repetitivas, carácter abusivo",
    "abusiv": "manifiestamente repetitivas, carácter abusivo",
    "cuesta dinero": _COST,
    "cobran por": _COST,
    "hay que pagar": _COST,
    "gratis": _COST,
    "corrup": _CONFLICT,
    "enchuf": _CONFLICT,
    "puerta giratoria": "conflicto de intereses, incompatibilidades",
    "puertas giratorias": "conflicto de intereses, incompatibilidades",
    "regalo": "regalos, favores o servicios",
    "destitu": "infracciones muy graves, destitución, altos cargos",
    "casa real": "Casa de Su Majestad el Rey",
    "ong": "entidades privadas, ayudas o subvenciones públicas",
    "empresa publica": "sociedades mercantiles, sector público",
    "empresas publicas": "sociedades mercantiles, sector público",
    "datos de otra persona": "ponderación, datos personales",
    "datos de otras personas": "ponderación, datos personales",
    "datos de terceros": "ponderación, datos personales",
}
