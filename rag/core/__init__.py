"""Settings, errors, text helpers and the typed records every stage hands the next."""
