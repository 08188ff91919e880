; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Err = type { i32 }
%struct.Careful = type { i8 }

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"~Careful start\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"~Careful end\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL4workv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %22

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #6
  store ptr %16, ptr %4, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = getelementptr inbounds %struct.Err, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19)
          to label %21 unwind label %23

21:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %5
  ret i32 0

23:                                               ; preds = %14
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %2, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %27 unwind label %33

27:                                               ; preds = %23
  br label %28

28:                                               ; preds = %27, %10
  %29 = load ptr, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32

33:                                               ; preds = %23
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4workv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #6
  %5 = getelementptr inbounds %struct.Err, ptr %4, i32 0, i32 0
  store i32 1, ptr %5, align 16
  invoke void @__cxa_throw(ptr %4, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #8
          to label %15 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  call void @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 4
  %12 = load i32, ptr %3, align 4
  %13 = insertvalue { ptr, i32 } poison, ptr %11, 0
  %14 = insertvalue { ptr, i32 } %13, i32 %12, 1
  resume { ptr, i32 } %14

15:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %7 = load ptr, ptr %2, align 4
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %9 unwind label %48

9:                                                ; preds = %1
  invoke void @_ZL7helper2i(i32 noundef 2)
          to label %10 unwind label %11

10:                                               ; preds = %9
  br label %28

11:                                               ; preds = %9
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #6
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %51

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4
  %21 = call ptr @__cxa_begin_catch(ptr %20) #6
  store ptr %21, ptr %5, align 4
  %22 = load ptr, ptr %5, align 4
  %23 = getelementptr inbounds %struct.Err, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %24)
          to label %26 unwind label %48

26:                                               ; preds = %19
  invoke void @__cxa_end_catch()
          to label %27 unwind label %48

27:                                               ; preds = %26
  br label %28

28:                                               ; preds = %27, %10
  %29 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 3, ptr %29, align 16
  invoke void @__cxa_throw(ptr %29, ptr @_ZTIi, ptr null) #8
          to label %53 unwind label %30

30:                                               ; preds = %28
  %31 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %3, align 4
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %4, align 4
  br label %34

34:                                               ; preds = %30
  %35 = load i32, ptr %4, align 4
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %51

38:                                               ; preds = %34
  %39 = load ptr, ptr %3, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #6
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %6, align 4
  %42 = load i32, ptr %6, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %42)
          to label %44 unwind label %48

44:                                               ; preds = %38
  call void @__cxa_end_catch() #6
  br label %45

45:                                               ; preds = %44
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %47 unwind label %48

47:                                               ; preds = %45
  ret void

48:                                               ; preds = %45, %38, %26, %19, %1
  %49 = landingpad { ptr, i32 }
          catch ptr null
  %50 = extractvalue { ptr, i32 } %49, 0
  call void @__clang_call_terminate(ptr %50) #7
  unreachable

51:                                               ; preds = %34, %15
  %52 = load ptr, ptr %3, align 4
  call void @__clang_call_terminate(ptr %52) #7
  unreachable

53:                                               ; preds = %28
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7helper2i(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  call void @_ZL6helperi(i32 noundef %3)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6helperi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 4) #6
  %4 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
