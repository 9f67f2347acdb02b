"""From a question to ranked precepts: lookups, rankers, fusion, cross-references and the refusal gate."""
