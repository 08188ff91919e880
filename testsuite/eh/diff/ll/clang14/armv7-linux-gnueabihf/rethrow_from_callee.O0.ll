; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.SubErr = type { %struct.Err }
%struct.Err = type { i32 }
%struct.Local = type { i8* }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS6SubErr = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTI6SubErr = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6SubErr = linkonce_odr dso_local constant [8 x i8] c"6SubErr\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Err, i32 0, i32 0) }, comdat, align 4
@_ZTI6SubErr = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6SubErr, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"rethrower\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"rethrowing\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.SubErr*, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL12handler_bodyv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %24

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6SubErr to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 4
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, i32* %3, align 4
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6SubErr to i8*)) #8
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_begin_catch(i8* %15) #8
  %17 = bitcast i8* %16 to %struct.SubErr*
  store %struct.SubErr* %17, %struct.SubErr** %4, align 4
  %18 = load %struct.SubErr*, %struct.SubErr** %4, align 4
  %19 = bitcast %struct.SubErr* %18 to %struct.Err*
  %20 = getelementptr inbounds %struct.Err, %struct.Err* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %21)
          to label %23 unwind label %25

23:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %24

24:                                               ; preds = %23, %5
  ret i32 0

25:                                               ; preds = %14
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %2, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %29 unwind label %35

29:                                               ; preds = %25
  br label %30

30:                                               ; preds = %29, %10
  %31 = load i8*, i8** %2, align 4
  %32 = load i32, i32* %3, align 4
  %33 = insertvalue { i8*, i32 } undef, i8* %31, 0
  %34 = insertvalue { i8*, i32 } %33, i32 %32, 1
  resume { i8*, i32 } %34

35:                                               ; preds = %25
  %36 = landingpad { i8*, i32 }
          catch i8* null
  %37 = extractvalue { i8*, i32 } %36, 0
  call void @__clang_call_terminate(i8* %37) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12handler_bodyv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Err*, align 4
  %5 = alloca %struct.Local, align 4
  %6 = bitcast %struct.SubErr* %1 to %struct.Err*
  %7 = getelementptr inbounds %struct.Err, %struct.Err* %6, i32 0, i32 0
  store i32 5, i32* %7, align 4
  %8 = call i8* @__cxa_allocate_exception(i32 4) #8
  %9 = bitcast i8* %8 to %struct.SubErr*
  %10 = bitcast %struct.SubErr* %9 to i8*
  %11 = bitcast %struct.SubErr* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %10, i8* align 4 %11, i32 4, i1 false)
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6SubErr to i8*), i8* null) #10
          to label %48 unwind label %12

12:                                               ; preds = %0
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %2, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %3, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %3, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Err to i8*)) #8
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %40

20:                                               ; preds = %16
  %21 = load i8*, i8** %2, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #8
  %23 = bitcast i8* %22 to %struct.Err*
  store %struct.Err* %23, %struct.Err** %4, align 4
  %24 = invoke noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0))
          to label %25 unwind label %29

25:                                               ; preds = %20
  invoke void @_ZL10rethrow_itv()
          to label %26 unwind label %33

26:                                               ; preds = %25
  %27 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %5) #8
  call void @__cxa_end_catch()
  br label %28

28:                                               ; preds = %26
  ret void

29:                                               ; preds = %20
  %30 = landingpad { i8*, i32 }
          cleanup
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %2, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %3, align 4
  br label %38

33:                                               ; preds = %25
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %2, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %3, align 4
  %37 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %5) #8
  br label %38

38:                                               ; preds = %33, %29
  invoke void @__cxa_end_catch()
          to label %39 unwind label %45

39:                                               ; preds = %38
  br label %40

40:                                               ; preds = %39, %16
  %41 = load i8*, i8** %2, align 4
  %42 = load i32, i32* %3, align 4
  %43 = insertvalue { i8*, i32 } undef, i8* %41, 0
  %44 = insertvalue { i8*, i32 } %43, i32 %42, 1
  resume { i8*, i32 } %44

45:                                               ; preds = %38
  %46 = landingpad { i8*, i32 }
          catch i8* null
  %47 = extractvalue { i8*, i32 } %46, 0
  call void @__clang_call_terminate(i8* %47) #9
  unreachable

48:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Local*, align 4
  %4 = alloca i8*, align 4
  store %struct.Local* %0, %struct.Local** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 4
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  %8 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i8* noundef %9)
  ret %struct.Local* %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10rethrow_itv() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Local, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = call noundef %struct.Local* @_ZN5LocalC2EPKc(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
          to label %6 unwind label %7

6:                                                ; preds = %0
  invoke void @__cxa_rethrow() #10
          to label %17 unwind label %7

7:                                                ; preds = %6, %0
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  %11 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %1) #8
  br label %12

12:                                               ; preds = %7
  %13 = load i8*, i8** %2, align 4
  %14 = load i32, i32* %3, align 4
  %15 = insertvalue { i8*, i32 } undef, i8* %13, 0
  %16 = insertvalue { i8*, i32 } %15, i32 %14, 1
  resume { i8*, i32 } %16

17:                                               ; preds = %6
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Local* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

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
