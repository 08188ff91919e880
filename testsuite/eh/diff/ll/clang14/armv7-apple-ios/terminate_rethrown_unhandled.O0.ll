; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Local = type { i8* }
%struct.Lost = type { i32 }

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"middle: cleanup and rethrow\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Lost = linkonce_odr constant [6 x i8] c"4Lost\00", align 1
@_ZTI4Lost = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Lost, i32 0, i32 0) }, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = call noundef %struct.Local* @_ZN5LocalC1EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  invoke void @_ZL6middlev()
          to label %6 unwind label %9

6:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  %7 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #6
  %8 = load i32, i32* %1, align 4
  ret i32 %8

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          cleanup
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  %13 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %14

14:                                               ; preds = %9
  %15 = load i8*, i8** %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = insertvalue { i8*, i32 } undef, i8* %15, 0
  %18 = insertvalue { i8*, i32 } %17, i32 %16, 1
  resume { i8*, i32 } %18
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalC1EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Local*, align 4
  %4 = alloca i8*, align 4
  store %struct.Local* %0, %struct.Local** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef %6)
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlev() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalC1EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0))
  invoke void @_ZL7throwerv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %21

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 4
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 4
  %12 = call i8* @__cxa_begin_catch(i8* %11) #6
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i32 0, i32 0))
          to label %14 unwind label %15

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #7
          to label %31 unwind label %15

15:                                               ; preds = %14, %10
  %16 = landingpad { i8*, i32 }
          cleanup
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %19 unwind label %28

19:                                               ; preds = %15
  %20 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #6
  br label %23

21:                                               ; preds = %5
  %22 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #6
  ret void

23:                                               ; preds = %19
  %24 = load i8*, i8** %2, align 4
  %25 = load i32, i32* %3, align 4
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1
  resume { i8*, i32 } %27

28:                                               ; preds = %15
  %29 = landingpad { i8*, i32 }
          catch i8* null
  %30 = extractvalue { i8*, i32 } %29, 0
  call void @__clang_call_terminate(i8* %30) #8
  unreachable

31:                                               ; preds = %14
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret %struct.Local* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #3 align 2 {
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
define internal void @_ZL7throwerv() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalC1EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
  %5 = call i8* @__cxa_allocate_exception(i32 4) #6
  %6 = bitcast i8* %5 to %struct.Lost*
  %7 = getelementptr inbounds %struct.Lost, %struct.Lost* %6, i32 0, i32 0
  store i32 1, i32* %7, align 8
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI4Lost to i8*), i8* null) #7
          to label %18 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          cleanup
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  %12 = call noundef %struct.Local* @_ZN5LocalD1Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #6
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

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
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
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
