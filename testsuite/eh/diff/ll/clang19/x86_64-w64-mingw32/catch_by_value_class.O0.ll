; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.E = type { i32 }

$_ZN1EC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN1ED2Ev = comdat any

$_ZN1EC2Ei = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  %6 = alloca %struct.E, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL7throweri(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %46

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %31

16:                                               ; preds = %12
  %17 = load ptr, ptr %2, align 8
  %18 = call ptr @__cxa_get_exception_ptr(ptr %17) #6
  invoke void @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %19 unwind label %81

19:                                               ; preds = %16
  %20 = call ptr @__cxa_begin_catch(ptr %17) #6
  %21 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22)
          to label %24 unwind label %26

24:                                               ; preds = %19
  %25 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  store i32 7, ptr %25, align 4
  invoke void @__cxa_rethrow() #7
          to label %84 unwind label %26

26:                                               ; preds = %24, %19
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %2, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %3, align 4
  call void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  invoke void @__cxa_end_catch()
          to label %30 unwind label %81

30:                                               ; preds = %26
  br label %31

31:                                               ; preds = %30, %12
  %32 = load i32, ptr %3, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %76

35:                                               ; preds = %31
  %36 = load ptr, ptr %2, align 8
  %37 = call ptr @__cxa_get_exception_ptr(ptr %36) #6
  invoke void @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %37)
          to label %38 unwind label %81

38:                                               ; preds = %35
  %39 = call ptr @__cxa_begin_catch(ptr %36) #6
  %40 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %41 = load i32, ptr %40, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41)
          to label %43 unwind label %47

43:                                               ; preds = %38
  call void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  call void @__cxa_end_catch()
  br label %44

44:                                               ; preds = %43, %46
  invoke void @_ZL7throweri(i32 noundef 2)
          to label %45 unwind label %52

45:                                               ; preds = %44
  br label %69

46:                                               ; preds = %7
  br label %44

47:                                               ; preds = %38
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %2, align 8
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %3, align 4
  call void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #6
  invoke void @__cxa_end_catch()
          to label %51 unwind label %81

51:                                               ; preds = %47
  br label %76

52:                                               ; preds = %44
  %53 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %2, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %3, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %3, align 4
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %76

60:                                               ; preds = %56
  %61 = load ptr, ptr %2, align 8
  %62 = call ptr @__cxa_get_exception_ptr(ptr %61) #6
  invoke void @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef nonnull align 4 dereferenceable(4) %62)
          to label %63 unwind label %81

63:                                               ; preds = %60
  %64 = call ptr @__cxa_begin_catch(ptr %61) #6
  %65 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 0
  %66 = load i32, ptr %65, align 4
  %67 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %66)
          to label %68 unwind label %71

68:                                               ; preds = %63
  call void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  call void @__cxa_end_catch()
  br label %69

69:                                               ; preds = %68, %45
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  ret i32 0

71:                                               ; preds = %63
  %72 = landingpad { ptr, i32 }
          cleanup
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %2, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %3, align 4
  call void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  invoke void @__cxa_end_catch()
          to label %75 unwind label %81

75:                                               ; preds = %71
  br label %76

76:                                               ; preds = %75, %56, %51, %31
  %77 = load ptr, ptr %2, align 8
  %78 = load i32, ptr %3, align 4
  %79 = insertvalue { ptr, i32 } poison, ptr %77, 0
  %80 = insertvalue { ptr, i32 } %79, i32 %78, 1
  resume { ptr, i32 } %80

81:                                               ; preds = %71, %60, %47, %35, %26, %16
  %82 = landingpad { ptr, i32 }
          catch ptr null
  %83 = extractvalue { ptr, i32 } %82, 0
  call void @__clang_call_terminate(ptr %83) #8
  unreachable

84:                                               ; preds = %24
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i64 4) #6
  %8 = load i32, ptr %2, align 4
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  call void @__cxa_throw(ptr %7, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
  unreachable

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %3, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %4, align 4
  call void @__cxa_free_exception(ptr %7) #6
  br label %14

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %4, align 4
  %17 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %13, i32 noundef %15)
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @_ZSt9terminatev()

declare dso_local i32 @printf(ptr noundef, ...) #4

declare dso_local void @__cxa_rethrow()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
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

declare dso_local void @__cxa_end_catch()

declare dso_local ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  ret void
}

declare dso_local void @__cxa_free_exception(ptr)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
