; ModuleID = 'dynspec_unexpected_terminate.cpp'
source_filename = "dynspec_unexpected_terminate.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Local = type { i8* }
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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"only_a\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  invoke void @_ZL6only_av()
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %17

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = call i8* @__cxa_begin_catch(i8* %12) #5
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0))
          to label %15 unwind label %20

15:                                               ; preds = %11
  invoke void @__cxa_end_catch()
          to label %16 unwind label %24

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16, %6
  store i32 0, i32* %1, align 4
  %18 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #5
  %19 = load i32, i32* %1, align 4
  ret i32 %19

20:                                               ; preds = %11
  %21 = landingpad { i8*, i32 }
          cleanup
  %22 = extractvalue { i8*, i32 } %21, 0
  store i8* %22, i8** %3, align 4
  %23 = extractvalue { i8*, i32 } %21, 1
  store i32 %23, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %28 unwind label %36

24:                                               ; preds = %15
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %3, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %4, align 4
  br label %29

28:                                               ; preds = %20
  br label %29

29:                                               ; preds = %28, %24
  %30 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #5
  br label %31

31:                                               ; preds = %29
  %32 = load i8*, i8** %3, align 4
  %33 = load i32, i32* %4, align 4
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1
  resume { i8*, i32 } %35

36:                                               ; preds = %20
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  call void @__clang_call_terminate(i8* %38) #6
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Local*, align 4
  %4 = alloca i8*, align 4
  store %struct.Local* %0, %struct.Local** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6only_av() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = invoke noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0))
          to label %5 unwind label %8

5:                                                ; preds = %0
  invoke void @_ZL7throwerv()
          to label %6 unwind label %12

6:                                                ; preds = %5
  %7 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #5
  ret void

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)]
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %17

12:                                               ; preds = %5
  %13 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)]
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %2, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %3, align 4
  %16 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #5
  br label %17

17:                                               ; preds = %12, %8
  %18 = load i32, i32* %3, align 4
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  %21 = load i8*, i8** %2, align 4
  call void @__cxa_call_unexpected(i8* %21) #7
  unreachable

22:                                               ; preds = %17
  %23 = load i8*, i8** %2, align 4
  %24 = load i32, i32* %3, align 4
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1
  resume { i8*, i32 } %26
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #5
  call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Local* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throwerv() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
  %5 = call i8* @__cxa_allocate_exception(i32 4) #5
  %6 = bitcast i8* %5 to %struct.B*
  %7 = getelementptr inbounds %struct.B, %struct.B* %6, i32 0, i32 0
  store i32 1, i32* %7, align 8
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* null) #7
          to label %18 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          cleanup
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  %12 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #5
  br label %13

13:                                               ; preds = %8
  %14 = load i8*, i8** %2, align 4
  %15 = load i32, i32* %3, align 4
  %16 = insertvalue { i8*, i32 } undef, i8* %14, 0
  %17 = insertvalue { i8*, i32 } %16, i32 %15, 1
  resume { i8*, i32 } %17

18:                                               ; preds = %0
  unreachable
}

declare void @__cxa_call_unexpected(i8*)

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
