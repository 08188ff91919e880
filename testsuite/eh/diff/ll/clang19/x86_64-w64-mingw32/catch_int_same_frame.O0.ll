; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %41, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %52

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11)
          to label %13 unwind label %20

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4
  %15 = icmp ne i32 %14, 2
  br i1 %15, label %16, label %44

16:                                               ; preds = %13
  %17 = call ptr @__cxa_allocate_exception(i64 4) #3
  %18 = load i32, ptr %3, align 4
  %19 = mul nsw i32 %18, 10
  store i32 %19, ptr %17, align 16
  invoke void @__cxa_throw(ptr %17, ptr @_ZTIi, ptr null) #4
          to label %64 unwind label %20

20:                                               ; preds = %44, %16, %10
  %21 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %4, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %5, align 4
  br label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %5, align 4
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #3
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %59

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 8
  %30 = call ptr @__cxa_begin_catch(ptr %29) #3
  %31 = load i32, ptr %30, align 4
  store i32 %31, ptr %6, align 4
  %32 = load i32, ptr %6, align 4
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %32)
          to label %34 unwind label %48

34:                                               ; preds = %28
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %2, align 4
  call void @__cxa_end_catch() #3
  br label %38

38:                                               ; preds = %34, %47
  %39 = load i32, ptr %3, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %39)
  br label %41

41:                                               ; preds = %38
  %42 = load i32, ptr %3, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %3, align 4
  br label %7, !llvm.loop !5

44:                                               ; preds = %13
  %45 = load i32, ptr %3, align 4
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %45)
          to label %47 unwind label %20

47:                                               ; preds = %44
  br label %38

48:                                               ; preds = %28
  %49 = landingpad { ptr, i32 }
          cleanup
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %4, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %5, align 4
  call void @__cxa_end_catch() #3
  br label %59

52:                                               ; preds = %7
  %53 = load i32, ptr %2, align 4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %53)
  %55 = load i32, ptr %2, align 4
  %56 = icmp eq i32 %55, 40
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, i32 0, i32 1
  ret i32 %58

59:                                               ; preds = %48, %24
  %60 = load ptr, ptr %4, align 8
  %61 = load i32, ptr %5, align 4
  %62 = insertvalue { ptr, i32 } poison, ptr %60, 0
  %63 = insertvalue { ptr, i32 } %62, i32 %61, 1
  resume { ptr, i32 } %63

64:                                               ; preds = %16
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #1

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
