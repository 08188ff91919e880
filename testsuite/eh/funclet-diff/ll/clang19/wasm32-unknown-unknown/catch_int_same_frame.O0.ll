; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %6

6:                                                ; preds = %45, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %51

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
          to label %12 unwind label %22

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  %14 = icmp ne i32 %13, 2
  br i1 %14, label %15, label %19

15:                                               ; preds = %12
  %16 = call ptr @__cxa_allocate_exception(i32 4) #5
  %17 = load i32, ptr %3, align 4
  %18 = mul nsw i32 %17, 10
  store i32 %18, ptr %16, align 16
  invoke void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #4
          to label %58 unwind label %22

19:                                               ; preds = %12
  %20 = load i32, ptr %3, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20)
          to label %48 unwind label %22

22:                                               ; preds = %19, %15, %9
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTIi]
  %26 = call ptr @llvm.wasm.get.exception(token %25)
  store ptr %26, ptr %4, align 4
  %27 = call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %41

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #5 [ "funclet"(token %25) ]
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %5, align 4
  %34 = load i32, ptr %5, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %34) [ "funclet"(token %25) ]
          to label %36 unwind label %49

36:                                               ; preds = %30
  %37 = load i32, ptr %5, align 4
  %38 = load i32, ptr %2, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %2, align 4
  call void @__cxa_end_catch() #5 [ "funclet"(token %25) ]
  catchret from %25 to label %40

40:                                               ; preds = %36
  br label %42

41:                                               ; preds = %24
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %25) ]
  unreachable

42:                                               ; preds = %40, %48
  %43 = load i32, ptr %3, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %43)
  br label %45

45:                                               ; preds = %42
  %46 = load i32, ptr %3, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %3, align 4
  br label %6, !llvm.loop !2

48:                                               ; preds = %19
  br label %42

49:                                               ; preds = %30
  %50 = cleanuppad within %25 []
  call void @__cxa_end_catch() #5 [ "funclet"(token %50) ]
  cleanupret from %50 unwind to caller

51:                                               ; preds = %6
  %52 = load i32, ptr %2, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %52)
  %54 = load i32, ptr %2, align 4
  %55 = icmp eq i32 %54, 40
  %56 = zext i1 %55 to i64
  %57 = select i1 %55, i32 0, i32 1
  ret i32 %57

58:                                               ; preds = %15
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @__gxx_wasm_personality_v0(...)

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
