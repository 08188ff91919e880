; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Dog = type <{ %struct.Animal, i32, [4 x i8] }>
%struct.Animal = type { i32 (...)** }
%struct.Cat = type { %struct.Animal }
%"class.std::bad_cast" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

$_ZN3DogD0Ev = comdat any

$_ZN6AnimalD2Ev = comdat any

$_ZN3CatD0Ev = comdat any

$_ZTS6Animal = comdat any

$_ZTI6Animal = comdat any

$_ZTS3Dog = comdat any

$_ZTI3Dog = comdat any

$_ZTV3Dog = comdat any

$_ZTV3Cat = comdat any

$_ZTS3Cat = comdat any

$_ZTI3Cat = comdat any

@.str = private unnamed_addr constant [14 x i8] c"dog barks %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"cat as Dog* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Dog = linkonce_odr dso_local constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Dog, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 8
@_ZTISt8bad_cast = external constant i8*
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Dog*)* @_ZN3DogD0Ev to i8*)] }, comdat, align 8
@_ZTV3Cat = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Cat to i8*), i8* bitcast (void (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Cat*)* @_ZN3CatD0Ev to i8*)] }, comdat, align 8
@_ZTS3Cat = linkonce_odr dso_local constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Cat, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 8

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Dog, align 8
  %2 = alloca %struct.Cat, align 8
  %3 = bitcast %struct.Dog* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #9
  %4 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Dog, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !10
  %5 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i64 0, i32 1
  store i32 3, i32* %5, align 8, !tbaa !13
  %6 = bitcast %struct.Cat* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #9
  %7 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Cat, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !10
  %8 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i64 0, i32 0
  %9 = call fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %8)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i64 0, i32 0
  %12 = call i8* @__dynamic_cast(i8* nonnull %6, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i64 0) #9
  %13 = icmp eq i8* %12, null
  %14 = zext i1 %13 to i32
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14)
  %16 = invoke fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %11)
          to label %17 unwind label %19

17:                                               ; preds = %0
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %16)
  br label %34

19:                                               ; preds = %0
  %20 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 1
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #9
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %52

24:                                               ; preds = %19
  %25 = extractvalue { i8*, i32 } %20, 0
  %26 = call i8* @__cxa_begin_catch(i8* %25) #9
  %27 = bitcast i8* %26 to %"class.std::bad_cast"*
  %28 = bitcast i8* %26 to i8* (%"class.std::bad_cast"*)***
  %29 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %28, align 8, !tbaa !10
  %30 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %29, i64 2
  %31 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %30, align 8
  %32 = call noundef i8* %31(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %27) #9
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i8* noundef %32)
  call void @__cxa_end_catch()
  br label %34

34:                                               ; preds = %24, %17
  %35 = invoke fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %11)
          to label %51 unwind label %36

36:                                               ; preds = %34
  %37 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %38 = extractvalue { i8*, i32 } %37, 1
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #9
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %52

41:                                               ; preds = %36
  %42 = extractvalue { i8*, i32 } %37, 0
  %43 = call i8* @__cxa_begin_catch(i8* %42) #9
  %44 = bitcast i8* %43 to %"class.std::exception"*
  %45 = bitcast i8* %43 to i8* (%"class.std::exception"*)***
  %46 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %45, align 8, !tbaa !10
  %47 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %46, i64 2
  %48 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %47, align 8
  %49 = call noundef i8* %48(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %44) #9
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i8* noundef %49)
  call void @__cxa_end_catch()
  br label %51

51:                                               ; preds = %41, %34
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #9
  ret i32 0

52:                                               ; preds = %36, %19
  %53 = phi { i8*, i32 } [ %37, %36 ], [ %20, %19 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #9
  resume { i8*, i32 } %53
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull readonly align 8 dereferenceable(8) %0) unnamed_addr #3 {
  %2 = bitcast %struct.Animal* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i64 0) #9
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  tail call void @__cxa_bad_cast() #10
  unreachable

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, i8* %3, i64 8
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 8, !tbaa !13
  ret i32 %9
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3DogD0Ev(%struct.Dog* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Dog* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #11
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN3CatD0Ev(%struct.Cat* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = bitcast %struct.Cat* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #11
  ret void
}

declare void @__cxa_bad_cast() local_unnamed_addr

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nofree nounwind readonly }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTS3Dog", !15, i64 8}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !12, i64 0}
