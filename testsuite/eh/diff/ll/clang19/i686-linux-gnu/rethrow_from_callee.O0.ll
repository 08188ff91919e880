; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Err = type { i32 }
%struct.SubErr = type { %struct.Err }
%struct.Local = type { ptr }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS6SubErr = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTI6SubErr = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6SubErr = linkonce_odr dso_local constant [8 x i8] c"6SubErr\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@_ZTI6SubErr = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6SubErr, ptr @_ZTI3Err }, comdat, align 4
@.str = private unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"rethrower\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"rethrowing\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL12handler_bodyv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %22

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI6SubErr
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI6SubErr) #7
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #7
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
  call void @__clang_call_terminate(ptr %35) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL12handler_bodyv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Local, align 4
  %6 = getelementptr inbounds %struct.Err, ptr %1, i32 0, i32 0
  store i32 5, ptr %6, align 4
  %7 = call ptr @__cxa_allocate_exception(i32 4) #7
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %7, ptr align 4 %1, i32 4, i1 false)
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI6SubErr, ptr null) #9
          to label %40 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %32

16:                                               ; preds = %12
  %17 = load ptr, ptr %2, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #7
  store ptr %18, ptr %4, align 4
  invoke void @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.1)
          to label %19 unwind label %22

19:                                               ; preds = %16
  invoke void @_ZL10rethrow_itv()
          to label %20 unwind label %26

20:                                               ; preds = %19
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7
  call void @__cxa_end_catch()
  br label %21

21:                                               ; preds = %20
  ret void

22:                                               ; preds = %16
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %2, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %3, align 4
  br label %30

26:                                               ; preds = %19
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %2, align 4
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %3, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7
  br label %30

30:                                               ; preds = %26, %22
  invoke void @__cxa_end_catch()
          to label %31 unwind label %37

31:                                               ; preds = %30
  br label %32

32:                                               ; preds = %31, %12
  %33 = load ptr, ptr %2, align 4
  %34 = load i32, ptr %3, align 4
  %35 = insertvalue { ptr, i32 } poison, ptr %33, 0
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1
  resume { ptr, i32 } %36

37:                                               ; preds = %30
  %38 = landingpad { ptr, i32 }
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 0
  call void @__clang_call_terminate(ptr %39) #8
  unreachable

40:                                               ; preds = %0
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
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10rethrow_itv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.3)
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %5 unwind label %6

5:                                                ; preds = %0
  invoke void @__cxa_rethrow() #9
          to label %15 unwind label %6

6:                                                ; preds = %5, %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 4
  %12 = load i32, ptr %3, align 4
  %13 = insertvalue { ptr, i32 } poison, ptr %11, 0
  %14 = insertvalue { ptr, i32 } %13, i32 %12, 1
  resume { ptr, i32 } %14

15:                                               ; preds = %5
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %5)
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

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
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
