; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32 }

$__clang_call_terminate = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Obj = linkonce_odr dso_local constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Obj }, comdat, align 8
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant ptr
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %42, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %95

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %11
  br label %76

14:                                               ; preds = %11
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8
  %20 = call ptr @__cxa_begin_catch(ptr %19) #6
  %21 = load i32, ptr %2, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  invoke void @__cxa_rethrow() #7
          to label %104 unwind label %24

24:                                               ; preds = %23, %18
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTI3Obj
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %3, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %101

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %4, align 4
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %29
  %34 = load ptr, ptr %3, align 8
  %35 = call ptr @__cxa_begin_catch(ptr %34) #6
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %7, align 4
  %37 = load i32, ptr %2, align 4
  %38 = load i32, ptr %7, align 4
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %37, i32 noundef %38)
          to label %40 unwind label %91

40:                                               ; preds = %33
  call void @__cxa_end_catch() #6
  br label %41

41:                                               ; preds = %40, %57, %69, %75, %76
  br label %42

42:                                               ; preds = %41
  %43 = load i32, ptr %2, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %2, align 4
  br label %8, !llvm.loop !6

45:                                               ; preds = %29
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #6
  %47 = icmp eq i32 %30, %46
  br i1 %47, label %48, label %58

48:                                               ; preds = %45
  %49 = load ptr, ptr %3, align 8
  %50 = call ptr @__cxa_begin_catch(ptr %49) #6
  %51 = load double, ptr %50, align 8
  store double %51, ptr %6, align 8
  %52 = load i32, ptr %2, align 4
  %53 = load double, ptr %6, align 8
  %54 = fmul double %53, 1.000000e+01
  %55 = fptosi double %54 to i32
  %56 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, i32 noundef %55)
          to label %57 unwind label %87

57:                                               ; preds = %48
  call void @__cxa_end_catch() #6
  br label %41

58:                                               ; preds = %45
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Obj) #6
  %60 = icmp eq i32 %30, %59
  br i1 %60, label %61, label %70

61:                                               ; preds = %58
  %62 = load ptr, ptr %3, align 8
  %63 = call ptr @__cxa_begin_catch(ptr %62) #6
  store ptr %63, ptr %5, align 8
  %64 = load i32, ptr %2, align 4
  %65 = load ptr, ptr %5, align 8
  %66 = getelementptr inbounds %struct.Obj, ptr %65, i32 0, i32 0
  %67 = load i32, ptr %66, align 4
  %68 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %64, i32 noundef %67)
          to label %69 unwind label %82

69:                                               ; preds = %61
  call void @__cxa_end_catch()
  br label %41

70:                                               ; preds = %58
  %71 = load ptr, ptr %3, align 8
  %72 = call ptr @__cxa_begin_catch(ptr %71) #6
  %73 = load i32, ptr %2, align 4
  %74 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %73)
          to label %75 unwind label %77

75:                                               ; preds = %70
  call void @__cxa_end_catch()
  br label %41

76:                                               ; preds = %13
  br label %41

77:                                               ; preds = %70
  %78 = landingpad { ptr, i32 }
          cleanup
  %79 = extractvalue { ptr, i32 } %78, 0
  store ptr %79, ptr %3, align 8
  %80 = extractvalue { ptr, i32 } %78, 1
  store i32 %80, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %81 unwind label %101

81:                                               ; preds = %77
  br label %96

82:                                               ; preds = %61
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %3, align 8
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %86 unwind label %101

86:                                               ; preds = %82
  br label %96

87:                                               ; preds = %48
  %88 = landingpad { ptr, i32 }
          cleanup
  %89 = extractvalue { ptr, i32 } %88, 0
  store ptr %89, ptr %3, align 8
  %90 = extractvalue { ptr, i32 } %88, 1
  store i32 %90, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %96

91:                                               ; preds = %33
  %92 = landingpad { ptr, i32 }
          cleanup
  %93 = extractvalue { ptr, i32 } %92, 0
  store ptr %93, ptr %3, align 8
  %94 = extractvalue { ptr, i32 } %92, 1
  store i32 %94, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %96

95:                                               ; preds = %8
  ret i32 0

96:                                               ; preds = %91, %87, %86, %81
  %97 = load ptr, ptr %3, align 8
  %98 = load i32, ptr %4, align 4
  %99 = insertvalue { ptr, i32 } poison, ptr %97, 0
  %100 = insertvalue { ptr, i32 } %99, i32 %98, 1
  resume { ptr, i32 } %100

101:                                              ; preds = %82, %77, %24
  %102 = landingpad { ptr, i32 }
          catch ptr null
  %103 = extractvalue { ptr, i32 } %102, 0
  call void @__clang_call_terminate(ptr %103) #8
  unreachable

104:                                              ; preds = %23
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 17, ptr %8, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #7
  unreachable

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %14

12:                                               ; preds = %9
  %13 = call ptr @__cxa_allocate_exception(i64 8) #6
  store double 2.500000e+00, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTId, ptr null) #7
  unreachable

14:                                               ; preds = %9
  %15 = load i32, ptr %2, align 4
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %18, i32 noundef 3)
          to label %19 unwind label %20

19:                                               ; preds = %17
  call void @__cxa_throw(ptr %18, ptr @_ZTI3Obj, ptr @_ZN3ObjD2Ev) #7
  unreachable

20:                                               ; preds = %17
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %3, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %4, align 4
  call void @__cxa_free_exception(ptr %18) #6
  br label %26

24:                                               ; preds = %14
  %25 = call ptr @__cxa_allocate_exception(i64 8) #6
  store ptr @_ZZL7throweriE1x, ptr %25, align 16
  call void @__cxa_throw(ptr %25, ptr @_ZTIPi, ptr null) #7
  unreachable

26:                                               ; preds = %20
  %27 = load ptr, ptr %3, align 8
  %28 = load i32, ptr %4, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #2

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
