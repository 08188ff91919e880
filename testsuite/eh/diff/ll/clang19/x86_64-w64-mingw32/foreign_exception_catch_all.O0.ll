; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct._Unwind_Exception = type { i64, ptr, [6 x i64] }
%struct.Local = type { ptr }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [28 x i8] c"inner catch (...), rethrow\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"never: outer int\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP17_Unwind_Exception = linkonce_odr dso_local constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS17_Unwind_Exception = linkonce_odr dso_local constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS17_Unwind_Exception }, comdat, align 8
@_ZTIP17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP17_Unwind_Exception, i32 0, ptr @_ZTI17_Unwind_Exception }, comdat, align 8
@.str.5 = private unnamed_addr constant [27 x i8] c"never: _Unwind_Exception*\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"raising\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL6middlev()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %38

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 8
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 8
  %12 = call ptr @__cxa_begin_catch(ptr %11) #6
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %14 unwind label %15

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #7
          to label %56 unwind label %15

15:                                               ; preds = %14, %10
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %19 unwind label %53

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %19
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %33

24:                                               ; preds = %20
  %25 = load ptr, ptr %2, align 8
  %26 = call ptr @__cxa_begin_catch(ptr %25) #6
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %4, align 4
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %29 unwind label %44

29:                                               ; preds = %24
  call void @__cxa_end_catch() #6
  br label %30

30:                                               ; preds = %29, %37, %38
  %31 = load i32, ptr @_ZL10g_cleanups, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %31)
  ret i32 0

33:                                               ; preds = %20
  %34 = load ptr, ptr %2, align 8
  %35 = call ptr @__cxa_begin_catch(ptr %34) #6
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %37 unwind label %39

37:                                               ; preds = %33
  call void @__cxa_end_catch()
  br label %30

38:                                               ; preds = %5
  br label %30

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %2, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %53

43:                                               ; preds = %39
  br label %48

44:                                               ; preds = %24
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %48

48:                                               ; preds = %44, %43
  %49 = load ptr, ptr %2, align 8
  %50 = load i32, ptr %3, align 4
  %51 = insertvalue { ptr, i32 } poison, ptr %49, 0
  %52 = insertvalue { ptr, i32 } %51, i32 %50, 1
  resume { ptr, i32 } %52

53:                                               ; preds = %39, %15
  %54 = landingpad { ptr, i32 }
          catch ptr null
  %55 = extractvalue { ptr, i32 } %54, 0
  call void @__clang_call_terminate(ptr %55) #8
  unreachable

56:                                               ; preds = %14
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlev() #1 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Local, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @.str.4)
  invoke void @_ZL13raise_foreignv()
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %21

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTIP17_Unwind_Exception
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %22

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @__cxa_begin_catch(ptr %16) #6
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %5, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %20 unwind label %34

20:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %21

21:                                               ; preds = %20, %29, %6
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #6
  ret void

22:                                               ; preds = %11
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP17_Unwind_Exception) #6
  %24 = icmp eq i32 %12, %23
  br i1 %24, label %25, label %38

25:                                               ; preds = %22
  %26 = load ptr, ptr %2, align 8
  %27 = call ptr @__cxa_begin_catch(ptr %26) #6
  store ptr %27, ptr %4, align 8
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %29 unwind label %30

29:                                               ; preds = %25
  call void @__cxa_end_catch() #6
  br label %21

30:                                               ; preds = %25
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %2, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %38

34:                                               ; preds = %15
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %2, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %38

38:                                               ; preds = %34, %30, %22
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #6
  br label %39

39:                                               ; preds = %38
  %40 = load ptr, ptr %2, align 8
  %41 = load i32, ptr %3, align 4
  %42 = insertvalue { ptr, i32 } poison, ptr %40, 0
  %43 = insertvalue { ptr, i32 } %42, i32 %41, 1
  resume { ptr, i32 } %43
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @__cxa_rethrow()

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13raise_foreignv() #1 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Local, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @.str.7)
  invoke void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
          to label %5 unwind label %13

5:                                                ; preds = %0
  store ptr @_ZL7cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %7 unwind label %13

7:                                                ; preds = %5
  %8 = invoke i32 @_Unwind_RaiseException(ptr noundef @_ZL5g_exc)
          to label %9 unwind label %13

9:                                                ; preds = %7
  store i32 %8, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %10)
          to label %12 unwind label %13

12:                                               ; preds = %9
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #6
  ret void

13:                                               ; preds = %9, %7, %5, %0
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %2, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %3, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #6
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %3, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %5)
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
define internal void @_ZL9set_classP17_Unwind_Exception(ptr noundef %0) #5 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct._Unwind_Exception, ptr %3, i32 0, i32 0
  store i64 6072351294000943694, ptr %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @_ZL10g_cleanups, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL10g_cleanups, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = icmp eq ptr %8, @_ZL5g_exc
  %10 = zext i1 %9 to i32
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %7, i32 noundef %10)
  ret void
}

declare dso_local i32 @_Unwind_RaiseException(ptr noundef) #2

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
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
