; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 0)
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %16, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = call noundef i32 @_ZL4safei(i32 noundef %12) #7
  %14 = load i32, ptr %2, align 4
  %15 = add nsw i32 %14, %13
  store i32 %15, ptr %2, align 4
  br label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %8, !llvm.loop !7

19:                                               ; preds = %8
  %20 = load i32, ptr %2, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %20)
  %22 = invoke noundef i32 @_ZL5maybei(i32 noundef 3)
          to label %23 unwind label %24

23:                                               ; preds = %19
  br label %39

24:                                               ; preds = %19
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %4, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %5, align 4
  br label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %5, align 4
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %44

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 4
  %34 = call ptr @__cxa_begin_catch(ptr %33) #7
  %35 = load i32, ptr %34, align 4
  store i32 %35, ptr %6, align 4
  %36 = load i32, ptr %6, align 4
  %37 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %36)
          to label %38 unwind label %40

38:                                               ; preds = %32
  call void @__cxa_end_catch() #7
  br label %39

39:                                               ; preds = %38, %23
  ret i32 0

40:                                               ; preds = %32
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %4, align 4
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %5, align 4
  call void @__cxa_end_catch() #7
  br label %44

44:                                               ; preds = %40, %28
  %45 = load ptr, ptr %4, align 4
  %46 = load i32, ptr %5, align 4
  %47 = insertvalue { ptr, i32 } poison, ptr %45, 0
  %48 = insertvalue { ptr, i32 } %47, i32 %46, 1
  resume { ptr, i32 } %48
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL4safei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = invoke noundef i32 @_ZL5inneri(i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %1
  store i32 %8, ptr %2, align 4
  br label %28

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 4
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %33

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %22)
          to label %24 unwind label %30

24:                                               ; preds = %18
  %25 = load i32, ptr %6, align 4
  %26 = sub nsw i32 0, %25
  store i32 %26, ptr %2, align 4
  call void @__cxa_end_catch() #7
  br label %28

27:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

28:                                               ; preds = %24, %9
  %29 = load i32, ptr %2, align 4
  ret i32 %29

30:                                               ; preds = %18
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  call void @__clang_call_terminate(ptr %32) #8
  unreachable

33:                                               ; preds = %14
  %34 = load ptr, ptr %4, align 4
  call void @__clang_call_terminate(ptr %34) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5maybei(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call noundef i32 @_ZL5inneri(i32 noundef %3)
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5inneri(i32 noundef %0) #3 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 2
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = load i32, ptr %2, align 4
  store i32 %8, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #9
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  ret i32 %10
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #6

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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
