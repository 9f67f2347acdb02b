"""The citizen→legal vocabulary of ``rag.search.thesaurus``, one module per domain of law: the
data, apart from the mechanism that matches it against questions. The first five cover the
Constitution and the four laws; the others the library's ámbitos (written from the laws' texts,
never from the evaluation sets)."""

from __future__ import annotations

from rag.search.vocabulary.civil import CIVIL
from rag.search.vocabulary.constitution import CONSTITUTION
from rag.search.vocabulary.consumer import CONSUMER
from rag.search.vocabulary.data_protection import DATA_PROTECTION
from rag.search.vocabulary.health_education import HEALTH_EDUCATION
from rag.search.vocabulary.housing import HOUSING
from rag.search.vocabulary.justice import JUSTICE
from rag.search.vocabulary.labour import LABOUR
from rag.search.vocabulary.local import LOCAL
from rag.search.vocabulary.procedure import PROCEDURE
from rag.search.vocabulary.rights import RIGHTS
from rag.search.vocabulary.social_security import SOCIAL_SECURITY
from rag.search.vocabulary.tax import TAX
from rag.search.vocabulary.traffic import TRAFFIC
from rag.search.vocabulary.transparency import TRANSPARENCY

DOMAINS: dict[str, dict[str, str]] = {
    "constitution": CONSTITUTION,
    "labour": LABOUR,
    "procedure": PROCEDURE,
    "transparency": TRANSPARENCY,
    "data protection": DATA_PROTECTION,
    "social security": SOCIAL_SECURITY,
    "housing": HOUSING,
    "consumer": CONSUMER,
    "civil": CIVIL,
    "justice": JUSTICE,
    "traffic": TRAFFIC,
    "tax": TAX,
    "rights": RIGHTS,
    "health and education": HEALTH_EDUCATION,
    "local": LOCAL,
}

__all__ = [
    "CIVIL",
    "CONSTITUTION",
    "CONSUMER",
    "DATA_PROTECTION",
    "DOMAINS",
    "HEALTH_EDUCATION",
    "HOUSING",
    "JUSTICE",
    "LABOUR",
    "LOCAL",
    "PROCEDURE",
    "RIGHTS",
    "SOCIAL_SECURITY",
    "TAX",
    "TRAFFIC",
    "TRANSPARENCY",
]
