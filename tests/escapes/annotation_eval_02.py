# expect: compile STK-V002
# technique: a class-body annotation naming the runtime's annotation dict (__sk_annotations__) to read or replace it
class C:
    x: __sk_annotations__
