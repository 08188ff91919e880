; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i8 0, align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %30, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %36

8:                                                ; preds = %5
  %9 = invoke noundef i32 @_ZL3getv()
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9)
          to label %33 unwind label %12

12:                                               ; preds = %10, %8
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @_ZTIi]
  %16 = call ptr @llvm.wasm.get.exception(token %15)
  store ptr %16, ptr %3, align 4
  %17 = call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %28

20:                                               ; preds = %14
  %21 = load ptr, ptr %3, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #6 [ "funclet"(token %15) ]
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %4, align 4
  %24 = load i32, ptr %4, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %24) [ "funclet"(token %15) ]
          to label %26 unwind label %34

26:                                               ; preds = %20
  call void @__cxa_end_catch() #6 [ "funclet"(token %15) ]
  catchret from %15 to label %27

27:                                               ; preds = %26
  br label %29

28:                                               ; preds = %14
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %15) ]
  unreachable

29:                                               ; preds = %27, %33
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr %2, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %2, align 4
  br label %5, !llvm.loop !2

33:                                               ; preds = %10
  br label %29

34:                                               ; preds = %20
  %35 = cleanuppad within %15 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %35) ]
  cleanupret from %35 unwind to caller

36:                                               ; preds = %5
  %37 = load i32, ptr @_ZL8attempts, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %37)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL3getv() #2 {
  %1 = load i8, ptr @_ZGVZL3getvE1c, align 1
  %2 = icmp eq i8 %1, 0
  br i1 %2, label %3, label %7, !prof !4

3:                                                ; preds = %0
  %4 = load i32, ptr @_ZL8attempts, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL8attempts, align 4
  %6 = call noundef ptr @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %5)
  store i8 1, ptr @_ZGVZL3getvE1c, align 1
  br label %7

7:                                                ; preds = %3, %0
  %8 = load i32, ptr @_ZZL3getvE1c, align 4
  ret i32 %8
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN6ConfigC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Config, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %7, 10
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 3
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = call ptr @__cxa_allocate_exception(i32 4) #6
  %15 = load i32, ptr %4, align 4
  store i32 %15, ptr %14, align 16
  call void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #5
  unreachable

16:                                               ; preds = %2
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"branch_weights", i32 1, i32 1048575}
