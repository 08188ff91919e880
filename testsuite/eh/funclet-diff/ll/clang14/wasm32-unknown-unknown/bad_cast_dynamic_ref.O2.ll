; ModuleID = 'bad_cast_dynamic_ref.cpp'
source_filename = "bad_cast_dynamic_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Dog = type { %struct.Animal, i32 }
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
@_ZTS6Animal = linkonce_odr hidden constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Animal, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Dog = linkonce_odr hidden constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Dog, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@_ZTISt8bad_cast = external constant i8*
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"bad_cast: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.4 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@_ZTV3Dog = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Dog*)* @_ZN3DogD0Ev to i8*)] }, comdat, align 4
@_ZTV3Cat = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Cat to i8*), i8* bitcast (%struct.Animal* (%struct.Animal*)* @_ZN6AnimalD2Ev to i8*), i8* bitcast (void (%struct.Cat*)* @_ZN3CatD0Ev to i8*)] }, comdat, align 4
@_ZTS3Cat = linkonce_odr hidden constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Cat, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*) }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Dog, align 4
  %2 = alloca %struct.Cat, align 4
  %3 = bitcast %struct.Dog* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #5
  %4 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Dog, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !2
  %5 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i32 0, i32 1
  store i32 3, i32* %5, align 4, !tbaa !5
  %6 = bitcast %struct.Cat* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #5
  %7 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Cat, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 4, !tbaa !2
  %8 = getelementptr inbounds %struct.Dog, %struct.Dog* %1, i32 0, i32 0
  %9 = call fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %8)
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Cat, %struct.Cat* %2, i32 0, i32 0
  %12 = call i8* @__dynamic_cast(i8* nonnull %6, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i32 0) #5
  %13 = icmp eq i8* %12, null
  %14 = zext i1 %13 to i32
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i32 0, i32 0), i32 noundef %14)
  %16 = invoke fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %11)
          to label %17 unwind label %19

17:                                               ; preds = %0
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %16)
  br label %37

19:                                               ; preds = %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i8** @_ZTISt8bad_cast to i8*)]
  %23 = call i8* @llvm.wasm.get.exception(token %22)
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #5
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %36

27:                                               ; preds = %21
  %28 = call i8* @__cxa_begin_catch(i8* %23) #5 [ "funclet"(token %22) ]
  %29 = bitcast i8* %28 to %"class.std::bad_cast"*
  %30 = bitcast i8* %28 to i8* (%"class.std::bad_cast"*)***
  %31 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %30, align 4, !tbaa !2
  %32 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %31, i32 2
  %33 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %32, align 4
  %34 = call noundef i8* %33(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %29) #5 [ "funclet"(token %22) ]
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i8* noundef %34) [ "funclet"(token %22) ]
  call void @__cxa_end_catch() [ "funclet"(token %22) ]
  catchret from %22 to label %37

36:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %22) ]
  unreachable

37:                                               ; preds = %27, %17
  %38 = invoke fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull align 4 dereferenceable(4) %11)
          to label %57 unwind label %39

39:                                               ; preds = %37
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %43 = call i8* @llvm.wasm.get.exception(token %42)
  %44 = call i32 @llvm.wasm.get.ehselector(token %42)
  %45 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #5
  %46 = icmp eq i32 %44, %45
  br i1 %46, label %47, label %56

47:                                               ; preds = %41
  %48 = call i8* @__cxa_begin_catch(i8* %43) #5 [ "funclet"(token %42) ]
  %49 = bitcast i8* %48 to %"class.std::exception"*
  %50 = bitcast i8* %48 to i8* (%"class.std::exception"*)***
  %51 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %50, align 4, !tbaa !2
  %52 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %51, i32 2
  %53 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %52, align 4
  %54 = call noundef i8* %53(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %49) #5 [ "funclet"(token %42) ]
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i8* noundef %54) [ "funclet"(token %42) ]
  call void @__cxa_end_catch() [ "funclet"(token %42) ]
  catchret from %42 to label %57

56:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %42) ]
  unreachable

57:                                               ; preds = %37, %47
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #5
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL7bark_ofR6Animal(%struct.Animal* noundef nonnull readonly align 4 dereferenceable(4) %0) unnamed_addr #3 {
  %2 = bitcast %struct.Animal* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI6Animal to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Dog to i8*), i32 0) #5
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  tail call void @__cxa_bad_cast() #7
  unreachable

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, i8* %3, i32 4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4, !tbaa !5
  ret i32 %9
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #5

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #5

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #6

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN3DogD0Ev(%struct.Dog* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat {
  %2 = bitcast %struct.Dog* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #11
  ret void
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Animal* @_ZN6AnimalD2Ev(%struct.Animal* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #9 comdat {
  ret %struct.Animal* %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN3CatD0Ev(%struct.Cat* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  %2 = bitcast %struct.Cat* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #11
  ret void
}

declare void @__cxa_bad_cast() local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nofree nounwind readonly }
attributes #5 = { nounwind }
attributes #6 = { nofree nosync nounwind readnone }
attributes #7 = { noreturn }
attributes #8 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS3Dog", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
