"""Answer feedback (👍/👎 and a comment) in any SQLAlchemy database: SQLite by default, or a
shared PostgreSQL (``RAG_FEEDBACK_DB``) so several app instances record into one place."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Integer, String, Text, create_engine, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, ProgrammingError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from rag.core.config import Settings

_SECRET_RE = re.compile(r"(sk-[A-Za-z0-9_\-]{8,}|(api[_-]?key|password|secret)\s*[=:]\s*\S+)", re.IGNORECASE)


class Base(DeclarativeBase):
    """Declarative base of the feedback schema."""


class Feedback(Base):
    """One rating of one answer, with what was asked, answered and retrieved, and the settings."""

    __tablename__ = "feedback"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    score: Mapped[int] = mapped_column(Integer)  # 1 = 👍, 0 = 👎
    comment: Mapped[str] = mapped_column(Text, default="")
    question: Mapped[str] = mapped_column(Text)
    answer: Mapped[str] = mapped_column(Text)
    contexts: Mapped[Any] = mapped_column(JSON)
    settings: Mapped[Any] = mapped_column(JSON)
    instance: Mapped[str] = mapped_column(String(120), default="")


def feedback_url(settings: Settings) -> str:
    """The database URL: ``RAG_FEEDBACK_DB``, or a SQLite file under the data directory."""
    if settings.feedback_db:
        return settings.feedback_db
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{settings.data_dir / 'feedback.sqlite3'}"


def redact(text: str) -> str:
    """Remove anything that looks like a credential before it is stored or exported."""
    return _SECRET_RE.sub("[oculto]", text)


class FeedbackStore:
    """Records and lists feedback; one engine per process, safe to share between sessions."""

    def __init__(self, url: str) -> None:
        connect_args = {"check_same_thread": False} if url.startswith("sqlite") else {}
        self.engine: Engine = create_engine(url, connect_args=connect_args, pool_pre_ping=True)
        try:
            Base.metadata.create_all(self.engine)
        except (IntegrityError, ProgrammingError):
            # Instances starting together on an empty PostgreSQL both see no table and both create
            # it; the loser fails once the winner commits, and then finds the table in place.
            Base.metadata.create_all(self.engine)

    def record(
        self,
        score: int,
        question: str,
        answer: str,
        contexts: list[dict[str, Any]],
        settings: dict[str, Any],
        comment: str = "",
        instance: str = "",
    ) -> int:
        """Store one rating; returns its id (so a later comment can update it)."""
        row = Feedback(
            created_at=datetime.now(UTC),
            score=1 if score else 0,
            comment=redact(comment)[:4000],
            question=redact(question)[:20000],
            answer=redact(answer),
            contexts=json.loads(json.dumps(contexts, default=str)),
            settings=json.loads(json.dumps(settings, default=str)),
            instance=instance[:120],
        )
        with Session(self.engine) as session:
            session.add(row)
            session.commit()
            return int(row.id)

    def update(self, feedback_id: int, score: int | None = None, comment: str | None = None) -> None:
        """Change the score or add a comment to a stored rating."""
        with Session(self.engine) as session:
            row = session.get(Feedback, feedback_id)
            if row is None:
                return
            if score is not None:
                row.score = 1 if score else 0
            if comment is not None:
                row.comment = redact(comment)[:4000]
            session.commit()

    def all(self) -> list[Feedback]:
        """Every stored rating, oldest first."""
        with Session(self.engine) as session:
            return list(session.scalars(select(Feedback).order_by(Feedback.id)))
