; ModuleID = 'dynspec_unexpected_terminate.cpp'
source_filename = "dynspec_unexpected_terminate.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Local = type { ptr }
%struct.B = type { i32 }

$_ZN5LocalC2EPKc = comdat any

$__clang_call_terminate = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"only_a\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1B }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef @.str)
  invoke void @_ZL6only_av()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %16

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %3, align 8
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %4, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  %12 = call ptr @__cxa_begin_catch(ptr %11) #5
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %14 unwind label %18

14:                                               ; preds = %10
  invoke void @__cxa_end_catch()
          to label %15 unwind label %22

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15, %5
  store i32 0, ptr %1, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #5
  %17 = load i32, ptr %1, align 4
  ret i32 %17

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %26 unwind label %33

22:                                               ; preds = %14
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %3, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %4, align 4
  br label %27

26:                                               ; preds = %18
  br label %27

27:                                               ; preds = %26, %22
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #5
  br label %28

28:                                               ; preds = %27
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %4, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32

33:                                               ; preds = %18
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #6
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
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
define internal void @_ZL6only_av() #2 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Local, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  invoke void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @.str.2)
          to label %4 unwind label %6

4:                                                ; preds = %0
  invoke void @_ZL7throwerv()
          to label %5 unwind label %10

5:                                                ; preds = %4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #5
  ret void

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTI1A]
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 8
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %14

10:                                               ; preds = %4
  %11 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTI1A]
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %2, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %3, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #5
  br label %14

14:                                               ; preds = %10, %6
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = load ptr, ptr %2, align 8
  call void @__cxa_call_unexpected(ptr %18) #7
  unreachable

19:                                               ; preds = %14
  %20 = load ptr, ptr %2, align 8
  %21 = load i32, ptr %3, align 4
  %22 = insertvalue { ptr, i32 } poison, ptr %20, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #5
  call void @_ZSt9terminatev() #6
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throwerv() #2 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Local, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @.str.3)
  %4 = call ptr @__cxa_allocate_exception(i64 4) #5
  %5 = getelementptr inbounds %struct.B, ptr %4, i32 0, i32 0
  store i32 1, ptr %5, align 16
  invoke void @__cxa_throw(ptr %4, ptr @_ZTI1B, ptr null) #7
          to label %15 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 8
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #5
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 8
  %12 = load i32, ptr %3, align 4
  %13 = insertvalue { ptr, i32 } poison, ptr %11, 0
  %14 = insertvalue { ptr, i32 } %13, i32 %12, 1
  resume { ptr, i32 } %14

15:                                               ; preds = %0
  unreachable
}

declare dso_local void @__cxa_call_unexpected(ptr)

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
