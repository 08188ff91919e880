; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 0)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %15, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = call noundef i32 @_ZL4safei(i32 noundef %11) #8
  %13 = load i32, ptr %2, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %7, !llvm.loop !2

18:                                               ; preds = %7
  %19 = load i32, ptr %2, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19)
  %21 = invoke noundef i32 @_ZL5maybei(i32 noundef 3)
          to label %40 unwind label %22

22:                                               ; preds = %18
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTIi]
  %26 = call ptr @llvm.wasm.get.exception(token %25)
  store ptr %26, ptr %4, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %38

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #8 [ "funclet"(token %25) ]
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %5, align 4
  %34 = load i32, ptr %5, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %34) [ "funclet"(token %25) ]
          to label %36 unwind label %41

36:                                               ; preds = %30
  call void @__cxa_end_catch() #8 [ "funclet"(token %25) ]
  catchret from %25 to label %37

37:                                               ; preds = %36
  br label %39

38:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %25) ]
  unreachable

39:                                               ; preds = %37, %40
  ret i32 0

40:                                               ; preds = %18
  br label %39

41:                                               ; preds = %30
  %42 = cleanuppad within %25 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %42) ]
  cleanupret from %42 unwind to caller
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4safei(i32 noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  %7 = invoke noundef i32 @_ZL5inneri(i32 noundef %6)
          to label %27 unwind label %8

8:                                                ; preds = %1
  %9 = catchswitch within none [label %10] unwind label %32

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTIi]
  %12 = call ptr @llvm.wasm.get.exception(token %11)
  store ptr %12, ptr %4, align 4
  %13 = call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %10
  %17 = load ptr, ptr %4, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #8 [ "funclet"(token %11) ]
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %20) [ "funclet"(token %11) ]
          to label %22 unwind label %32

22:                                               ; preds = %16
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 0, %23
  store i32 %24, ptr %2, align 4
  call void @__cxa_end_catch() #8 [ "funclet"(token %11) ]
  catchret from %11 to label %28

25:                                               ; preds = %10
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %11) ]
          to label %31 unwind label %32

26:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

27:                                               ; preds = %1
  store i32 %7, ptr %2, align 4
  br label %29

28:                                               ; preds = %22
  br label %29

29:                                               ; preds = %28, %27
  %30 = load i32, ptr %2, align 4
  ret i32 %30

31:                                               ; preds = %25
  unreachable

32:                                               ; preds = %25, %16, %8
  %33 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %33) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL5maybei(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call noundef i32 @_ZL5inneri(i32 noundef %3)
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL5inneri(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 2
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #8
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #6
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

declare void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
