"""Questions in Spanish over legal and institutional texts, answered with exact citations.

The stages follow the data: ``core`` (settings, errors, text helpers, the typed records),
``ingest`` (files → precepts → chunks → vectors → the Chroma store), ``search`` (lookups, rankings,
cross-references, the refusal gate), ``answer`` (the one answer path: rewrite → retrieve → gate →
generate → check citations) and ``evaluate`` (metrics, runner, judge, bench). ``pipeline``
assembles them from settings; ``cli`` is the ``rag`` command.
"""
