; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Sub = type { %struct.Poly }
%struct.Poly = type { i32 (...)** }
%"class.std::bad_typeid" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::type_info" = type { i32 (...)**, i8* }

$_ZN3SubD0Ev = comdat any

$_ZN4PolyD2Ev = comdat any

$_ZTV3Sub = comdat any

$_ZTS3Sub = comdat any

$_ZTS4Poly = comdat any

$_ZTI4Poly = comdat any

$_ZTI3Sub = comdat any

@.str = private unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", align 1
@_ZTISt10bad_typeid = external constant i8*
@.str.1 = private unnamed_addr constant [10 x i8] c"never %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", align 1
@_ZTV3Sub = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Poly* (%struct.Poly*)* @_ZN4PolyD2Ev to i8*), i8* bitcast (void (%struct.Sub*)* @_ZN3SubD0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Poly = linkonce_odr hidden constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTI4Poly = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Poly, i32 0, i32 0) }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Poly to i8*) }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Sub, align 4
  %2 = bitcast %struct.Sub* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #4
  %3 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Sub, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !2
  %4 = getelementptr inbounds %struct.Sub, %struct.Sub* %1, i32 0, i32 0
  %5 = call fastcc noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef nonnull %4)
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i8* noundef %5)
  %7 = invoke fastcc noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef null)
          to label %8 unwind label %10

8:                                                ; preds = %0
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i8* noundef %7)
  br label %28

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)) #4
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %12
  %19 = call i8* @__cxa_begin_catch(i8* %14) #4 [ "funclet"(token %13) ]
  %20 = bitcast i8* %19 to %"class.std::bad_typeid"*
  %21 = bitcast i8* %19 to i8* (%"class.std::bad_typeid"*)***
  %22 = load i8* (%"class.std::bad_typeid"*)**, i8* (%"class.std::bad_typeid"*)*** %21, align 4, !tbaa !2
  %23 = getelementptr inbounds i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %22, i32 2
  %24 = load i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %23, align 4
  %25 = call noundef i8* %24(%"class.std::bad_typeid"* noundef nonnull align 4 dereferenceable(4) %20) #4 [ "funclet"(token %13) ]
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i8* noundef %25) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %28

27:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %13) ]
  unreachable

28:                                               ; preds = %18, %8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #4
  ret i32 0
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
  tail call void @__cxa_bad_typeid() #6
  unreachable

4:                                                ; preds = %1
  %5 = bitcast %struct.Poly* %0 to %"class.std::type_info"***
  %6 = load %"class.std::type_info"**, %"class.std::type_info"*** %5, align 4, !tbaa !2
  %7 = getelementptr inbounds %"class.std::type_info"*, %"class.std::type_info"** %6, i32 -1
  %8 = load %"class.std::type_info"*, %"class.std::type_info"** %7, align 4
  %9 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %8, i32 0, i32 1
  %10 = load i8*, i8** %9, align 4, !tbaa !5
  %11 = load i8, i8* %10, align 1, !tbaa !9
  %12 = icmp eq i8 %11, 42
  %13 = zext i1 %12 to i32
  %14 = getelementptr i8, i8* %10, i32 %13
  ret i8* %14
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN3SubD0Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat {
  %2 = bitcast %struct.Sub* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #10
  ret void
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  ret %struct.Poly* %0
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

declare void @__cxa_bad_typeid() local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTSSt9type_info", !7, i64 4}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = !{!8, !8, i64 0}
