"""The citizen→legal vocabulary of ``rag.search.thesaurus``, one module per domain of law: the
data, apart from the mechanism that matches it against questions. The first five cover the
Constitution and the four laws; the others the library's ámbitos (written from the laws' texts,
never from the evaluation sets)."""

from __future__ import annotations

from rag.search.vocabulary.civil import CIVIL
from rag.search.vocabulary.communities import COMMUNITIES
from rag.search.vocabulary.constitution import CONSTITUTION
from rag.search.vocabulary.consumer import CONSUMER
from rag.search.vocabulary.courts import COURTS
from rag.search.vocabulary.crimes import CRIMES
from rag.search.vocabulary.criminal_procedure import CRIMINAL_PROCEDURE
from rag.search.vocabulary.data_protection import DATA_PROTECTION
from rag.search.vocabulary.education import EDUCATION
from rag.search.vocabulary.family import FAMILY
from rag.search.vocabulary.finance import FINANCE
from rag.search.vocabulary.foreigners import FOREIGNERS
from rag.search.vocabulary.health import HEALTH
from rag.search.vocabulary.income_tax import INCOME_TAX
from rag.search.vocabulary.labour import LABOUR
from rag.search.vocabulary.local import LOCAL
from rag.search.vocabulary.penalties import PENALTIES
from rag.search.vocabulary.police import POLICE
from rag.search.vocabulary.procedure import PROCEDURE
from rag.search.vocabulary.renting import RENTING
from rag.search.vocabulary.rights import RIGHTS
from rag.search.vocabulary.self_employed import SELF_EMPLOYED
from rag.search.vocabulary.social_care import SOCIAL_CARE
from rag.search.vocabulary.social_security import SOCIAL_SECURITY
from rag.search.vocabulary.tax_procedure import TAX_PROCEDURE
from rag.search.vocabulary.traffic import TRAFFIC
from rag.search.vocabulary.transparency import TRANSPARENCY
from rag.search.vocabulary.workplace_safety import WORKPLACE_SAFETY

# A domain may gather several modules (one per idea: the Código Penal's crimes, the courts); its
# modules' keys are disjoint, so joining them loses nothing.
DOMAINS: dict[str, dict[str, str]] = {
    "constitution": CONSTITUTION,
    "labour": LABOUR,
    "procedure": PROCEDURE,
    "transparency": TRANSPARENCY,
    "data protection": DATA_PROTECTION,
    "social security": SOCIAL_SECURITY | SELF_EMPLOYED | WORKPLACE_SAFETY | SOCIAL_CARE,
    "housing": RENTING | COMMUNITIES,
    "consumer": CONSUMER | FINANCE,
    "civil": FAMILY | CIVIL,
    "justice": CRIMES | PENALTIES | CRIMINAL_PROCEDURE | COURTS,
    "traffic": TRAFFIC,
    "tax": INCOME_TAX | TAX_PROCEDURE,
    "rights": RIGHTS | POLICE | FOREIGNERS,
    "health and education": HEALTH | EDUCATION,
    "local": LOCAL,
}

# The laws each library domain was written from: its phrases are added only where one of them is
# searched (or in a folder of other documents, whose vocabulary is unknown), so the Constitution's
# "vivo en el extranjero" does not pull in the Ley de Extranjería's "residentes". The first five
# domains were written for the Constitution and the four laws and apply everywhere.
DOMAIN_NORMS: dict[str, frozenset[str]] = {
    "social security": frozenset(
        {"BOE-A-2015-11724", "BOE-A-2007-13409", "BOE-A-1995-24292", "BOE-A-2021-21007", "BOE-A-2006-21990"}
    ),
    "housing": frozenset({"BOE-A-1994-26003", "BOE-A-1960-10906", "BOE-A-2023-12203", "BOE-A-1999-21567"}),
    "consumer": frozenset(
        {
            "BOE-A-2007-20555",
            "BOE-A-2011-10970",
            "BOE-A-2019-3814",
            "BOE-A-1980-22501",
            "BOE-A-1996-1072",
            "BOE-A-2002-13758",
        }
    ),
    "civil": frozenset({"BOE-A-1889-4763", "BOE-A-2011-12628", "BOE-A-2015-7391"}),
    "justice": frozenset(
        {"BOE-A-1995-25444", "BOE-A-1882-6036", "BOE-A-2000-323", "BOE-A-1996-750", "BOE-A-1998-16718"}
    ),
    "traffic": frozenset({"BOE-A-2015-11722"}),
    "tax": frozenset({"BOE-A-2006-20764", "BOE-A-2003-23186"}),
    "rights": frozenset(
        {"BOE-A-1985-11672", "BOE-A-1982-11196", "BOE-A-2007-6115", "BOE-A-2015-3442", "BOE-A-2000-544"}
    ),
    "health and education": frozenset({"BOE-A-1986-10499", "BOE-A-2002-22188", "BOE-A-2006-7899"}),
    "local": frozenset({"BOE-A-1985-5392", "BOE-A-2015-10566"}),
}
# every norm some domain was written from, with the Constitution and the four laws
WRITTEN_FROM: frozenset[str] = frozenset().union(*DOMAIN_NORMS.values()) | {
    "BOE-A-1978-31229",
    "BOE-A-2015-11430",
    "BOE-A-2015-10565",
    "BOE-A-2013-12887",
    "BOE-A-2018-16673",
}

__all__ = [
    "CIVIL",
    "COMMUNITIES",
    "CONSTITUTION",
    "CONSUMER",
    "COURTS",
    "CRIMES",
    "DATA_PROTECTION",
    "DOMAINS",
    "DOMAIN_NORMS",
    "EDUCATION",
    "FAMILY",
    "FINANCE",
    "FOREIGNERS",
    "HEALTH",
    "INCOME_TAX",
    "LABOUR",
    "LOCAL",
    "POLICE",
    "PROCEDURE",
    "RENTING",
    "RIGHTS",
    "SOCIAL_CARE",
    "SOCIAL_SECURITY",
    "TAX_PROCEDURE",
    "TRAFFIC",
    "TRANSPARENCY",
    "WORKPLACE_SAFETY",
    "WRITTEN_FROM",
]
