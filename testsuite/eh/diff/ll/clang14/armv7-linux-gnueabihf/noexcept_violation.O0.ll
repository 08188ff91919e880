; ModuleID = 'noexcept_violation.cpp'
source_filename = "noexcept_violation.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Trace = type { i8* }
%struct.Oops = type { i32 }

$_ZN5TraceC2EPKc = comdat any

$_ZN5TraceD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS4Oops = comdat any

$_ZTI4Oops = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"Trace(%s)\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"promise\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Oops = linkonce_odr dso_local constant [6 x i8] c"4Oops\00", comdat, align 1
@_ZTI4Oops = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Oops, i32 0, i32 0) }, comdat, align 4
@.str.5 = private unnamed_addr constant [12 x i8] c"~Trace(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 4
  %6 = alloca %struct.Trace, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 4
  %7 = call noundef %struct.Trace* @_ZN5TraceC2EPKc(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  %8 = load i32, i32* %4, align 4
  call void @_ZL7promisei(i32 noundef %8) #7
  store i32 0, i32* %3, align 4
  %9 = call noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %6) #7
  %10 = load i32, i32* %3, align 4
  ret i32 %10
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Trace* @_ZN5TraceC2EPKc(%struct.Trace* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Trace*, align 4
  %4 = alloca i8*, align 4
  store %struct.Trace* %0, %struct.Trace** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Trace*, %struct.Trace** %3, align 4
  %6 = getelementptr inbounds %struct.Trace, %struct.Trace* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  %8 = getelementptr inbounds %struct.Trace, %struct.Trace* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i8* noundef %9)
  ret %struct.Trace* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL7promisei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0))
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %5)
          to label %6 unwind label %9

6:                                                ; preds = %4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
          to label %8 unwind label %9

8:                                                ; preds = %6
  ret void

9:                                                ; preds = %6, %4, %1
  %10 = landingpad { i8*, i32 }
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 0
  call void @__clang_call_terminate(i8* %11) #8
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Trace*, align 4
  store %struct.Trace* %0, %struct.Trace** %2, align 4
  %3 = load %struct.Trace*, %struct.Trace** %2, align 4
  %4 = getelementptr inbounds %struct.Trace, %struct.Trace* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Trace* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

declare i32 @printf(i8* noundef, ...) #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Trace, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = call noundef %struct.Trace* @_ZN5TraceC2EPKc(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
  %7 = load i32, i32* %2, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #7
  %11 = bitcast i8* %10 to %struct.Oops*
  %12 = getelementptr inbounds %struct.Oops, %struct.Oops* %11, i32 0, i32 0
  %13 = load i32, i32* %2, align 4
  store i32 %13, i32* %12, align 8
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8* }* @_ZTI4Oops to i8*), i8* null) #9
          to label %26 unwind label %14

14:                                               ; preds = %9
  %15 = landingpad { i8*, i32 }
          cleanup
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %4, align 4
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %5, align 4
  %18 = call noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %21

19:                                               ; preds = %1
  %20 = call noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret void

21:                                               ; preds = %14
  %22 = load i8*, i8** %4, align 4
  %23 = load i32, i32* %5, align 4
  %24 = insertvalue { i8*, i32 } undef, i8* %22, 0
  %25 = insertvalue { i8*, i32 } %24, i32 %23, 1
  resume { i8*, i32 } %25

26:                                               ; preds = %9
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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
