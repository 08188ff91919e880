; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.E = type { i32 }
%struct.Guard = type { i8 }

$__clang_call_terminate = comdat any

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZN5GuardD2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"~Guard\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL9translatev()
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %25

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %2, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %89

17:                                               ; preds = %13
  %18 = load ptr, ptr %2, align 8
  %19 = call ptr @__cxa_begin_catch(ptr %18) #6
  store ptr %19, ptr %4, align 8
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %21, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22)
          to label %24 unwind label %27

24:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %25

25:                                               ; preds = %24, %8
  %26 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 5, ptr %26, align 16
  invoke void @__cxa_throw(ptr %26, ptr @_ZTIi, ptr null) #7
          to label %97 unwind label %32

27:                                               ; preds = %17
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %2, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %31 unwind label %94

31:                                               ; preds = %27
  br label %89

32:                                               ; preds = %25
  %33 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %57

40:                                               ; preds = %36
  %41 = load ptr, ptr %2, align 8
  %42 = call ptr @__cxa_begin_catch(ptr %41) #6
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %5, align 4
  %44 = call ptr @__cxa_allocate_exception(i64 4) #6
  %45 = load i32, ptr %5, align 4
  %46 = mul nsw i32 %45, 2
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %44, i32 noundef %46)
          to label %47 unwind label %48

47:                                               ; preds = %40
  invoke void @__cxa_throw(ptr %44, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %97 unwind label %52

48:                                               ; preds = %40
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %2, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %3, align 4
  call void @__cxa_free_exception(ptr %44) #6
  br label %56

52:                                               ; preds = %47
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %2, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %3, align 4
  br label %56

56:                                               ; preds = %52, %48
  call void @__cxa_end_catch() #6
  br label %57

57:                                               ; preds = %56, %36
  %58 = load i32, ptr %3, align 4
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %68

61:                                               ; preds = %57
  %62 = load ptr, ptr %2, align 8
  %63 = call ptr @__cxa_begin_catch(ptr %62) #6
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %7, align 4
  %65 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %66 unwind label %85

66:                                               ; preds = %61
  call void @__cxa_end_catch() #6
  br label %67

67:                                               ; preds = %66, %78, %79
  ret i32 0

68:                                               ; preds = %57
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %70 = icmp eq i32 %58, %69
  br i1 %70, label %71, label %89

71:                                               ; preds = %68
  %72 = load ptr, ptr %2, align 8
  %73 = call ptr @__cxa_begin_catch(ptr %72) #6
  store ptr %73, ptr %6, align 8
  %74 = load ptr, ptr %6, align 8
  %75 = getelementptr inbounds %struct.E, ptr %74, i32 0, i32 0
  %76 = load i32, ptr %75, align 4
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %76)
          to label %78 unwind label %80

78:                                               ; preds = %71
  call void @__cxa_end_catch()
  br label %67

79:                                               ; No predecessors!
  br label %67

80:                                               ; preds = %71
  %81 = landingpad { ptr, i32 }
          cleanup
  %82 = extractvalue { ptr, i32 } %81, 0
  store ptr %82, ptr %2, align 8
  %83 = extractvalue { ptr, i32 } %81, 1
  store i32 %83, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %84 unwind label %94

84:                                               ; preds = %80
  br label %89

85:                                               ; preds = %61
  %86 = landingpad { ptr, i32 }
          cleanup
  %87 = extractvalue { ptr, i32 } %86, 0
  store ptr %87, ptr %2, align 8
  %88 = extractvalue { ptr, i32 } %86, 1
  store i32 %88, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %89

89:                                               ; preds = %85, %84, %68, %31, %13
  %90 = load ptr, ptr %2, align 8
  %91 = load i32, ptr %3, align 4
  %92 = insertvalue { ptr, i32 } poison, ptr %90, 0
  %93 = insertvalue { ptr, i32 } %92, i32 %91, 1
  resume { ptr, i32 } %93

94:                                               ; preds = %80, %27
  %95 = landingpad { ptr, i32 }
          catch ptr null
  %96 = extractvalue { ptr, i32 } %95, 0
  call void @__clang_call_terminate(ptr %96) #8
  unreachable

97:                                               ; preds = %47, %25
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9translatev() #1 personality ptr @__gxx_personality_seh0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Guard, align 1
  %5 = call ptr @__cxa_allocate_exception(i64 4) #6
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 1)
          to label %6 unwind label %7

6:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %5, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %52 unwind label %11

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %1, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %2, align 4
  call void @__cxa_free_exception(ptr %5) #6
  br label %15

11:                                               ; preds = %6
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %1, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %2, align 4
  br label %15

15:                                               ; preds = %11, %7
  %16 = load i32, ptr %2, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %44

19:                                               ; preds = %15
  %20 = load ptr, ptr %1, align 8
  %21 = call ptr @__cxa_begin_catch(ptr %20) #6
  store ptr %21, ptr %3, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.E, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %24)
          to label %26 unwind label %33

26:                                               ; preds = %19
  %27 = call ptr @__cxa_allocate_exception(i64 4) #6
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.E, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %30, 1
  invoke void @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %27, i32 noundef %31)
          to label %32 unwind label %37

32:                                               ; preds = %26
  invoke void @__cxa_throw(ptr %27, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #7
          to label %52 unwind label %33

33:                                               ; preds = %32, %19
  %34 = landingpad { ptr, i32 }
          cleanup
  %35 = extractvalue { ptr, i32 } %34, 0
  store ptr %35, ptr %1, align 8
  %36 = extractvalue { ptr, i32 } %34, 1
  store i32 %36, ptr %2, align 4
  br label %41

37:                                               ; preds = %26
  %38 = landingpad { ptr, i32 }
          cleanup
  %39 = extractvalue { ptr, i32 } %38, 0
  store ptr %39, ptr %1, align 8
  %40 = extractvalue { ptr, i32 } %38, 1
  store i32 %40, ptr %2, align 4
  call void @__cxa_free_exception(ptr %27) #6
  br label %41

41:                                               ; preds = %37, %33
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %4) #6
  invoke void @__cxa_end_catch()
          to label %42 unwind label %49

42:                                               ; preds = %41
  br label %44

43:                                               ; No predecessors!
  ret void

44:                                               ; preds = %42, %15
  %45 = load ptr, ptr %1, align 8
  %46 = load i32, ptr %2, align 4
  %47 = insertvalue { ptr, i32 } poison, ptr %45, 0
  %48 = insertvalue { ptr, i32 } %47, i32 %46, 1
  resume { ptr, i32 } %48

49:                                               ; preds = %41
  %50 = landingpad { ptr, i32 }
          catch ptr null
  %51 = extractvalue { ptr, i32 } %50, 0
  call void @__clang_call_terminate(ptr %51) #8
  unreachable

52:                                               ; preds = %32, %6
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
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

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
