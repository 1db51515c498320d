from datetime import date, timedelta
from typing import Optional


class LibraryError(Exception):
    pass


class BookNotAvailable(LibraryError):
    def __init__(self, title: str, due: date):
        super().__init__(f"'{title}' is checked out until {due.isoformat()}")
        self.title = title
        self.due = due


class Book:
    def __init__(self, isbn: str, title: str, author: str):
        self.isbn = isbn
        self.title = title
        self.author = author
        self.borrower: Optional[str] = None
        self.due: Optional[date] = None

    def __repr__(self) -> str:
        status = f"out to {self.borrower}" if self.borrower else "available"
        return f"Book({self.title!r}, {status})"


class Library:
    LOAN_DAYS = 14
    DAILY_FINE = 0.25

    def __init__(self):
        self.books = {}

    def add(self, book: Book) -> None:
        self.books[book.isbn] = book

    def checkout(self, isbn: str, who: str, today: date) -> date:
        book = self.books.get(isbn)
        if book is None:
            raise KeyError(isbn)
        if book.borrower:
            raise BookNotAvailable(book.title, book.due)
        book.borrower, book.due = who, today + timedelta(days=self.LOAN_DAYS)
        return book.due

    def checkin(self, isbn: str, today: date) -> float:
        book = self.books[isbn]
        late = max((today - book.due).days, 0)
        book.borrower = book.due = None
        return late * self.DAILY_FINE


lib = Library()
for isbn, title, author in [("111", "Dune", "Herbert"), ("222", "Emma", "Austen"), ("333", "Ulysses", "Joyce")]:
    lib.add(Book(isbn, title, author))

start = date(2024, 1, 10)
print("due:", lib.checkout("111", "ann", start))
try:
    lib.checkout("111", "ben", start + timedelta(days=3))
except LibraryError as e:
    print("error:", e, type(e).__name__)
try:
    lib.checkout("999", "ben", start)
except KeyError as e:
    print("missing isbn", e)
fine = lib.checkin("111", start + timedelta(days=20))
print(f"fine: ${fine:.2f}")
print(sorted(lib.books.values(), key=lambda b: b.title))
fine
