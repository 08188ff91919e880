; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Sub = type { %struct.Poly }
%struct.Poly = type { i32 (...)** }
%"class.std::bad_typeid" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::type_info" = type { i32 (...)**, i8* }

$_ZN3SubC2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN3SubD2Ev = comdat any

$_ZN4PolyC2Ev = comdat any

$_ZN3SubD0Ev = comdat any

$_ZN4PolyD2Ev = comdat any

$_ZN4PolyD0Ev = comdat any

$_ZNKSt9type_info4nameEv = comdat any

$_ZTV3Sub = comdat any

$_ZTS3Sub = comdat any

$_ZTS4Poly = comdat any

$_ZTI4Poly = comdat any

$_ZTI3Sub = comdat any

$_ZTV4Poly = comdat any

@.str = private unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", align 1
@_ZTISt10bad_typeid = external constant i8*
@.str.1 = private unnamed_addr constant [10 x i8] c"never %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", align 1
@_ZTV3Sub = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Sub* (%struct.Sub*)* @_ZN3SubD2Ev to i8*), i8* bitcast (void (%struct.Sub*)* @_ZN3SubD0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr dso_local constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Poly = linkonce_odr dso_local constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTI4Poly = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Poly, i32 0, i32 0) }, comdat, align 4
@_ZTI3Sub = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Poly to i8*) }, comdat, align 4
@_ZTV4Poly = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Poly to i8*), i8* bitcast (%struct.Poly* (%struct.Poly*)* @_ZN4PolyD2Ev to i8*), i8* bitcast (void (%struct.Poly*)* @_ZN4PolyD0Ev to i8*)] }, comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Sub, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::bad_typeid"*, align 4
  store i32 0, i32* %1, align 4
  %6 = call noundef %struct.Sub* @_ZN3SubC2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #8
  %7 = bitcast %struct.Sub* %2 to %struct.Poly*
  %8 = invoke noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef %7)
          to label %9 unwind label %16

9:                                                ; preds = %0
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i8* noundef %8)
          to label %11 unwind label %16

11:                                               ; preds = %9
  %12 = invoke noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef null)
          to label %13 unwind label %20

13:                                               ; preds = %11
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i8* noundef %12)
          to label %15 unwind label %20

15:                                               ; preds = %13
  br label %41

16:                                               ; preds = %39, %9, %0
  %17 = landingpad { i8*, i32 }
          cleanup
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %3, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %4, align 4
  br label %49

20:                                               ; preds = %13, %11
  %21 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)
  %22 = extractvalue { i8*, i32 } %21, 0
  store i8* %22, i8** %3, align 4
  %23 = extractvalue { i8*, i32 } %21, 1
  store i32 %23, i32* %4, align 4
  br label %24

24:                                               ; preds = %20
  %25 = load i32, i32* %4, align 4
  %26 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)) #8
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %49

28:                                               ; preds = %24
  %29 = load i8*, i8** %3, align 4
  %30 = call i8* @__cxa_begin_catch(i8* %29) #8
  %31 = bitcast i8* %30 to %"class.std::bad_typeid"*
  store %"class.std::bad_typeid"* %31, %"class.std::bad_typeid"** %5, align 4
  %32 = load %"class.std::bad_typeid"*, %"class.std::bad_typeid"** %5, align 4
  %33 = bitcast %"class.std::bad_typeid"* %32 to i8* (%"class.std::bad_typeid"*)***
  %34 = load i8* (%"class.std::bad_typeid"*)**, i8* (%"class.std::bad_typeid"*)*** %33, align 4
  %35 = getelementptr inbounds i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %34, i64 2
  %36 = load i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %35, align 4
  %37 = call noundef i8* %36(%"class.std::bad_typeid"* noundef nonnull align 4 dereferenceable(4) %32) #8
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i8* noundef %37)
          to label %39 unwind label %44

39:                                               ; preds = %28
  invoke void @__cxa_end_catch()
          to label %40 unwind label %16

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40, %15
  store i32 0, i32* %1, align 4
  %42 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #8
  %43 = load i32, i32* %1, align 4
  ret i32 %43

44:                                               ; preds = %28
  %45 = landingpad { i8*, i32 }
          cleanup
  %46 = extractvalue { i8*, i32 } %45, 0
  store i8* %46, i8** %3, align 4
  %47 = extractvalue { i8*, i32 } %45, 1
  store i32 %47, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %48 unwind label %56

48:                                               ; preds = %44
  br label %49

49:                                               ; preds = %48, %24, %16
  %50 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #8
  br label %51

51:                                               ; preds = %49
  %52 = load i8*, i8** %3, align 4
  %53 = load i32, i32* %4, align 4
  %54 = insertvalue { i8*, i32 } undef, i8* %52, 0
  %55 = insertvalue { i8*, i32 } %54, i32 %53, 1
  resume { i8*, i32 } %55

56:                                               ; preds = %44
  %57 = landingpad { i8*, i32 }
          catch i8* null
  %58 = extractvalue { i8*, i32 } %57, 0
  call void @__clang_call_terminate(i8* %58) #9
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Sub* @_ZN3SubC2Ev(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  %5 = call noundef %struct.Poly* @_ZN4PolyC2Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %4) #8
  %6 = bitcast %struct.Sub* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Sub, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Sub* %3
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef %0) #3 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = icmp eq %struct.Poly* %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @__cxa_bad_typeid() #10
  unreachable

6:                                                ; preds = %1
  %7 = bitcast %struct.Poly* %3 to %"class.std::type_info"***
  %8 = load %"class.std::type_info"**, %"class.std::type_info"*** %7, align 4
  %9 = getelementptr inbounds %"class.std::type_info"*, %"class.std::type_info"** %8, i64 -1
  %10 = load %"class.std::type_info"*, %"class.std::type_info"** %9, align 4
  %11 = call noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %10) #8
  ret i8* %11
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  %5 = call noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %4) #8
  ret %struct.Sub* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Poly* @_ZN4PolyC2Ev(%struct.Poly* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = bitcast %struct.Poly* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV4Poly, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Poly* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3SubD0Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.Sub* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  ret %struct.Poly* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4PolyD0Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = call noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %struct.Poly* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #6

declare void @__cxa_bad_typeid()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %0) #7 comdat align 2 {
  %2 = alloca %"class.std::type_info"*, align 4
  store %"class.std::type_info"* %0, %"class.std::type_info"** %2, align 4
  %3 = load %"class.std::type_info"*, %"class.std::type_info"** %2, align 4
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 0
  %7 = load i8, i8* %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %12 = load i8*, i8** %11, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %16 = load i8*, i8** %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi i8* [ %13, %10 ], [ %16, %14 ]
  ret i8* %18
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

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
