; @rt_next as data, where the program declares a function (run-runtime-errors.ll)
target triple = "x86_64-unknown-linux-gnu"
@rt_next = global i32 1
