; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }
%struct.B = type { i32 (...)**, i32 }

$_ZN1DD2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZThn8_NK1D4whoBEv = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1D = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTI1D = comdat any

$_ZTSP1A = comdat any

$_ZTIP1A = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTSP1B = comdat any

$_ZTIP1B = comdat any

$_ZTV1D = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr hidden constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1A = linkonce_odr hidden constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1A = linkonce_odr hidden constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1A, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@_ZTSP1B = linkonce_odr hidden constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1B, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoAEv to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoBEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZThn8_NK1D4whoBEv to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"A* matches too\00", align 1
@str.14 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i32 20) #2
  %3 = bitcast i8* %2 to i32 (...)***
  %4 = getelementptr inbounds i8, i8* %2, i32 4
  %5 = bitcast i8* %4 to i32*
  %6 = getelementptr inbounds i8, i8* %2, i32 8
  %7 = bitcast i8* %6 to i32 (...)***
  %8 = getelementptr inbounds i8, i8* %2, i32 12
  %9 = bitcast i8* %8 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %7, align 4, !tbaa !2
  %10 = getelementptr inbounds i8, i8* %2, i32 16
  %11 = bitcast i8* %10 to i32*
  store i32 1, i32* %11, align 4, !tbaa !5
  store i32 10, i32* %5, align 4, !tbaa !9
  store i32 20, i32* %9, align 4, !tbaa !11
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*)) #6
          to label %171 unwind label %13

13:                                               ; preds = %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)]
  %17 = tail call i8* @llvm.wasm.get.exception(token %16)
  %18 = tail call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #2
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %41

21:                                               ; preds = %15
  %22 = call i8* @__cxa_begin_catch(i8* %17) #2 [ "funclet"(token %16) ]
  %23 = bitcast i8* %22 to %struct.B*
  %24 = getelementptr inbounds i8, i8* %22, i32 4
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !11
  %27 = bitcast i8* %22 to i8* (%struct.B*)***
  %28 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %27, align 4, !tbaa !2
  %29 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %28, i32 2
  %30 = load i8* (%struct.B*)*, i8* (%struct.B*)** %29, align 4
  %31 = invoke noundef i8* %30(%struct.B* noundef nonnull align 4 dereferenceable(8) %23) [ "funclet"(token %16) ]
          to label %32 unwind label %161

32:                                               ; preds = %21
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %26, i8* noundef %31) [ "funclet"(token %16) ]
  %34 = getelementptr inbounds i8, i8* %22, i32 -4
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !9
  %37 = getelementptr inbounds i8, i8* %22, i32 8
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %36, i32 noundef %39) [ "funclet"(token %16) ]
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %42

41:                                               ; preds = %15
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %16) ]
  unreachable

42:                                               ; preds = %32
  %43 = tail call i8* @__cxa_allocate_exception(i32 20) #2
  %44 = bitcast i8* %43 to i32 (...)***
  %45 = getelementptr inbounds i8, i8* %43, i32 4
  %46 = bitcast i8* %45 to i32*
  %47 = getelementptr inbounds i8, i8* %43, i32 8
  %48 = bitcast i8* %47 to i32 (...)***
  %49 = getelementptr inbounds i8, i8* %43, i32 12
  %50 = bitcast i8* %49 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %44, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %48, align 4, !tbaa !2
  %51 = getelementptr inbounds i8, i8* %43, i32 16
  %52 = bitcast i8* %51 to i32*
  store i32 2, i32* %52, align 4, !tbaa !5
  store i32 20, i32* %46, align 4, !tbaa !9
  store i32 40, i32* %50, align 4, !tbaa !11
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 2)
  invoke void @__cxa_throw(i8* nonnull %43, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*)) #6
          to label %171 unwind label %54

54:                                               ; preds = %42
  %55 = catchswitch within none [label %56] unwind to caller

56:                                               ; preds = %54
  %57 = catchpad within %55 [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)]
  %58 = tail call i8* @llvm.wasm.get.exception(token %57)
  %59 = tail call i32 @llvm.wasm.get.ehselector(token %57)
  %60 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #2
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %75

62:                                               ; preds = %56
  %63 = call i8* @__cxa_begin_catch(i8* %58) #2 [ "funclet"(token %57) ]
  %64 = bitcast i8* %63 to %struct.A*
  %65 = getelementptr inbounds i8, i8* %63, i32 4
  %66 = bitcast i8* %65 to i32*
  %67 = load i32, i32* %66, align 4, !tbaa !9
  %68 = bitcast i8* %63 to i8* (%struct.A*)***
  %69 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %68, align 4, !tbaa !2
  %70 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %69, i32 2
  %71 = load i8* (%struct.A*)*, i8* (%struct.A*)** %70, align 4
  %72 = invoke noundef i8* %71(%struct.A* noundef nonnull align 4 dereferenceable(8) %64) [ "funclet"(token %57) ]
          to label %73 unwind label %164

73:                                               ; preds = %62
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %67, i8* noundef %72) [ "funclet"(token %57) ]
  call void @__cxa_end_catch() [ "funclet"(token %57) ]
  catchret from %57 to label %76

75:                                               ; preds = %56
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %57) ]
  unreachable

76:                                               ; preds = %73
  %77 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %77) #2
  %78 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0
  %79 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  %80 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0
  %81 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %78, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %80, align 4, !tbaa !2
  %82 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  store i32 3, i32* %82, align 4, !tbaa !5
  store i32 30, i32* %79, align 4, !tbaa !9
  store i32 60, i32* %81, align 4, !tbaa !11
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 3)
  %84 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %85 = bitcast i8* %84 to %struct.D**
  store %struct.D* %1, %struct.D** %85, align 16, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %84, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %171 unwind label %86

86:                                               ; preds = %76
  %87 = catchswitch within none [label %88] unwind label %167

88:                                               ; preds = %86
  %89 = catchpad within %87 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)]
  %90 = call i8* @llvm.wasm.get.exception(token %89)
  %91 = call i32 @llvm.wasm.get.ehselector(token %89)
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)) #2
  %93 = icmp eq i32 %91, %92
  br i1 %93, label %94, label %97

94:                                               ; preds = %88
  %95 = call i8* @__cxa_begin_catch(i8* %90) #2 [ "funclet"(token %89) ]
  %96 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %89) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %89) ]
  catchret from %89 to label %98

97:                                               ; preds = %88
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %89) ]
          to label %171 unwind label %167

98:                                               ; preds = %94
  %99 = call i8* @__cxa_allocate_exception(i32 4) #2
  %100 = bitcast i8* %99 to %struct.D**
  store %struct.D* %1, %struct.D** %100, align 16, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %99, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %171 unwind label %101

101:                                              ; preds = %98
  %102 = catchswitch within none [label %103] unwind label %167

103:                                              ; preds = %101
  %104 = catchpad within %102 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)]
  %105 = call i8* @llvm.wasm.get.exception(token %104)
  %106 = call i32 @llvm.wasm.get.ehselector(token %104)
  %107 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)) #2
  %108 = icmp eq i32 %106, %107
  br i1 %108, label %109, label %119

109:                                              ; preds = %103
  %110 = call i8* @__cxa_begin_catch(i8* %105) #2 [ "funclet"(token %104) ]
  %111 = bitcast i8* %110 to %struct.B*
  %112 = getelementptr inbounds i8, i8* %110, i32 4
  %113 = bitcast i8* %112 to i32*
  %114 = load i32, i32* %113, align 4, !tbaa !11
  %115 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1
  %116 = icmp eq %struct.B* %115, %111
  %117 = zext i1 %116 to i32
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %114, i32 noundef %117) [ "funclet"(token %104) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %104) ]
  catchret from %104 to label %120

119:                                              ; preds = %103
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %104) ]
          to label %171 unwind label %167

120:                                              ; preds = %109
  %121 = call i8* @__cxa_allocate_exception(i32 20) #2
  %122 = bitcast i8* %121 to i32 (...)***
  %123 = getelementptr inbounds i8, i8* %121, i32 4
  %124 = bitcast i8* %123 to i32*
  %125 = getelementptr inbounds i8, i8* %121, i32 8
  %126 = bitcast i8* %125 to i32 (...)***
  %127 = getelementptr inbounds i8, i8* %121, i32 12
  %128 = bitcast i8* %127 to i32*
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %122, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %126, align 4, !tbaa !2
  %129 = getelementptr inbounds i8, i8* %121, i32 16
  %130 = bitcast i8* %129 to i32*
  store i32 4, i32* %130, align 4, !tbaa !5
  store i32 40, i32* %124, align 4, !tbaa !9
  store i32 80, i32* %128, align 4, !tbaa !11
  %131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef 4)
  invoke void @__cxa_throw(i8* nonnull %121, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*)) #6
          to label %171 unwind label %132

132:                                              ; preds = %120
  %133 = catchswitch within none [label %134] unwind label %167

134:                                              ; preds = %132
  %135 = catchpad within %133 [i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)]
  %136 = call i8* @llvm.wasm.get.exception(token %135)
  %137 = call i32 @llvm.wasm.get.ehselector(token %135)
  %138 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)) #2
  %139 = icmp eq i32 %137, %138
  br i1 %139, label %140, label %156

140:                                              ; preds = %134
  %141 = call i8* @__cxa_get_exception_ptr(i8* %136) #2 [ "funclet"(token %135) ]
  %142 = getelementptr inbounds i8, i8* %141, i32 4
  %143 = bitcast i8* %142 to i32*
  %144 = load i32, i32* %143, align 4, !tbaa !9
  %145 = getelementptr inbounds i8, i8* %141, i32 12
  %146 = bitcast i8* %145 to i32*
  %147 = load i32, i32* %146, align 4, !tbaa !11
  %148 = getelementptr inbounds i8, i8* %141, i32 16
  %149 = bitcast i8* %148 to i32*
  %150 = load i32, i32* %149, align 4, !tbaa !5
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i32 noundef %150) [ "funclet"(token %135) ]
  %152 = call i8* @__cxa_begin_catch(i8* %136) #2 [ "funclet"(token %135) ]
  %153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i32 noundef %144, i32 noundef %147, i32 noundef %150) [ "funclet"(token %135) ]
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %150) #2 [ "funclet"(token %135) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %135) ]
          to label %155 unwind label %167

155:                                              ; preds = %140
  catchret from %135 to label %157

156:                                              ; preds = %134
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %135) ]
          to label %171 unwind label %167

157:                                              ; preds = %155
  %158 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.14, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %78, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %80, align 4, !tbaa !2
  %159 = load i32, i32* %82, align 4, !tbaa !5
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %159) #2
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %77) #2
  ret i32 0

161:                                              ; preds = %21
  %162 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %162) ]
          to label %163 unwind label %172

163:                                              ; preds = %161
  cleanupret from %162 unwind to caller

164:                                              ; preds = %62
  %165 = cleanuppad within %57 []
  invoke void @__cxa_end_catch() [ "funclet"(token %165) ]
          to label %166 unwind label %174

166:                                              ; preds = %164
  cleanupret from %165 unwind to caller

167:                                              ; preds = %140, %156, %132, %119, %101, %97, %86
  %168 = cleanuppad within none []
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %78, align 4, !tbaa !2
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %80, align 4, !tbaa !2
  %169 = load i32, i32* %82, align 4, !tbaa !5
  %170 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %169) #2 [ "funclet"(token %168) ]
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %77) #2
  cleanupret from %168 unwind to caller

171:                                              ; preds = %156, %120, %119, %98, %97, %76, %42, %0
  unreachable

172:                                              ; preds = %161
  %173 = cleanuppad within %162 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %173) ]
  unreachable

174:                                              ; preds = %164
  %175 = cleanuppad within %165 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %175) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !2
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %5)
  ret %struct.D* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !2
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %5) #2
  %7 = bitcast %struct.D* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %7) #12
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK1D4whoAEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0)
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 1, i32 1
  %3 = bitcast i32* %2 to %struct.D*
  %4 = bitcast i32* %2 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !2
  %5 = getelementptr inbounds i32, i32* %2, i32 2
  %6 = bitcast i32* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !2
  %7 = getelementptr inbounds i32, i32* %2, i32 4
  %8 = load i32, i32* %7, align 4, !tbaa !5
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %8) #2
  ret %struct.D* %3
}

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 1, i32 1
  %3 = bitcast i32* %2 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !2
  %4 = getelementptr inbounds i32, i32* %2, i32 2
  %5 = bitcast i32* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !2
  %6 = getelementptr inbounds i32, i32* %2, i32 4
  %7 = load i32, i32* %6, align 4, !tbaa !5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %7) #2
  %9 = bitcast i32* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %9) #12
  ret void
}

define linkonce_odr hidden noundef i8* @_ZThn8_NK1D4whoBEv(%struct.D* noundef %0) unnamed_addr #8 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { nofree nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 16}
!6 = !{!"_ZTS1D", !7, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = !{!10, !7, i64 4}
!10 = !{!"_ZTS1A", !7, i64 4}
!11 = !{!12, !7, i64 4}
!12 = !{!"_ZTS1B", !7, i64 4}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
