; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal global i64 0, align 4
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %30, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %37

9:                                                ; preds = %6
  %10 = invoke noundef i32 @_ZL3getv()
          to label %11 unwind label %14

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %29

14:                                               ; preds = %11, %9
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #4
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %40

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #4
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %5, align 4
  %26 = load i32, ptr %5, align 4
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %26)
          to label %28 unwind label %33

28:                                               ; preds = %22
  call void @__cxa_end_catch() #4
  br label %29

29:                                               ; preds = %28, %13
  br label %30

30:                                               ; preds = %29
  %31 = load i32, ptr %2, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %2, align 4
  br label %6, !llvm.loop !7

33:                                               ; preds = %22
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %3, align 4
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %40

37:                                               ; preds = %6
  %38 = load i32, ptr @_ZL8attempts, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %38)
  ret i32 0

40:                                               ; preds = %33, %18
  %41 = load ptr, ptr %3, align 4
  %42 = load i32, ptr %4, align 4
  %43 = insertvalue { ptr, i32 } poison, ptr %41, 0
  %44 = insertvalue { ptr, i32 } %43, i32 %42, 1
  resume { ptr, i32 } %44
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL3getv() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = load atomic i8, ptr @_ZGVZL3getvE1c acquire, align 4
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %5, label %12, !prof !9

5:                                                ; preds = %0
  %6 = call i32 @__cxa_guard_acquire(ptr @_ZGVZL3getvE1c) #4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %5
  %9 = load i32, ptr @_ZL8attempts, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL8attempts, align 4
  invoke void @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %10)
          to label %11 unwind label %14

11:                                               ; preds = %8
  call void @__cxa_guard_release(ptr @_ZGVZL3getvE1c) #4
  br label %12

12:                                               ; preds = %11, %5, %0
  %13 = load i32, ptr @_ZZL3getvE1c, align 4
  ret i32 %13

14:                                               ; preds = %8
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %1, align 4
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %2, align 4
  call void @__cxa_guard_abort(ptr @_ZGVZL3getvE1c) #4
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %1, align 4
  %20 = load i32, ptr %2, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: nounwind
declare i32 @__cxa_guard_acquire(ptr) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
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
  %14 = call ptr @__cxa_allocate_exception(i32 4) #4
  %15 = load i32, ptr %4, align 4
  store i32 %15, ptr %14, align 16
  call void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #5
  unreachable

16:                                               ; preds = %2
  ret void
}

; Function Attrs: nounwind
declare void @__cxa_guard_abort(ptr) #4

; Function Attrs: nounwind
declare void @__cxa_guard_release(ptr) #4

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"branch_weights", i32 1, i32 1048575}
