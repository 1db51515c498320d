# expect: limit fuel
# technique: except (ValueError, BaseException) re-raising a plain ValueError
# limits: fuel=100000
# entry: main
def main():
    try:
        while True:
            pass
    except (ValueError, BaseException) as e:
        raise ValueError('replaced') from e
