; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Sub = type { %struct.Poly }
%struct.Poly = type { i32 (...)** }
%"class.std::bad_typeid" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::type_info" = type { i32 (...)**, i8* }

@.str = private unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", align 1
@_ZTISt10bad_typeid = external constant i8*
@.str.1 = private unnamed_addr constant [10 x i8] c"never %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", align 1
@_ZTV3Sub = linkonce_odr unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Sub* (%struct.Sub*)* @_ZN3SubD1Ev to i8*), i8* bitcast (void (%struct.Sub*)* @_ZN3SubD0Ev to i8*)] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr constant [5 x i8] c"3Sub\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Poly = linkonce_odr constant [6 x i8] c"4Poly\00", align 1
@_ZTI4Poly = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Poly, i32 0, i32 0) }, align 4
@_ZTI3Sub = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Poly to i8*) }, align 4

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.Sub, align 4
  %2 = bitcast %struct.Sub* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #7
  %3 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Sub, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !9
  %4 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i32 0, i32 0
  %5 = call fastcc noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef nonnull %4)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i8* noundef %5)
  %7 = invoke fastcc noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef null)
          to label %8 unwind label %10

8:                                                ; preds = %0
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i8* noundef %7)
  br label %25

10:                                               ; preds = %0
  %11 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)
  %12 = extractvalue { i8*, i32 } %11, 1
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %10
  %16 = extractvalue { i8*, i32 } %11, 0
  %17 = call i8* @__cxa_begin_catch(i8* %16) #7
  %18 = bitcast i8* %17 to %"class.std::bad_typeid"*
  %19 = bitcast i8* %17 to i8* (%"class.std::bad_typeid"*)***
  %20 = load i8* (%"class.std::bad_typeid"*)**, i8* (%"class.std::bad_typeid"*)*** %19, align 4, !tbaa !9
  %21 = getelementptr inbounds i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %20, i32 2
  %22 = load i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %21, align 4
  %23 = call noundef i8* %22(%"class.std::bad_typeid"* noundef nonnull align 4 dereferenceable(4) %18) #7
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i8* noundef %23)
  call void @__cxa_end_catch()
  br label %25

25:                                               ; preds = %15, %8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #7
  ret i32 0

26:                                               ; preds = %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #7
  resume { i8*, i32 } %11
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef readonly %0) unnamed_addr #3 {
  %2 = icmp eq %struct.Poly* %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @__cxa_bad_typeid() #8
  unreachable

4:                                                ; preds = %1
  %5 = bitcast %struct.Poly* %0 to %"class.std::type_info"***
  %6 = load %"class.std::type_info"**, %"class.std::type_info"*** %5, align 4, !tbaa !9
  %7 = getelementptr inbounds %"class.std::type_info"*, %"class.std::type_info"** %6, i32 -1
  %8 = load %"class.std::type_info"*, %"class.std::type_info"** %7, align 4
  %9 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %8, i32 0, i32 1
  %10 = load i8*, i8** %9, align 4, !tbaa !12
  %11 = load i8, i8* %10, align 1, !tbaa !16
  %12 = icmp eq i8 %11, 42
  %13 = zext i1 %12 to i32
  %14 = getelementptr i8, i8* %10, i32 %13
  ret i8* %14
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint nounwind
define linkonce_odr noundef %struct.Sub* @_ZN3SubD1Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  ret %struct.Sub* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr void @_ZN3SubD0Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = bitcast %struct.Sub* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #9
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

declare void @__cxa_bad_typeid() local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { inlinehint nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !14, i64 4}
!13 = !{!"_ZTSSt9type_info", !14, i64 4}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !11, i64 0}
!16 = !{!15, !15, i64 0}
