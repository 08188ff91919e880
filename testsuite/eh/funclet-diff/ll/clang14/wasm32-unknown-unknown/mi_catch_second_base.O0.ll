; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.B = type { i32 (...)**, i32 }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }

$_ZN1DC2Ei = comdat any

$_ZN1DD2Ev = comdat any

$_ZN1DC2ERKS_ = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D4whoAEv = comdat any

$_ZNK1D4whoBEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZThn8_NK1D4whoBEv = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZNK1A4whoAEv = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZNK1B4whoBEv = comdat any

$_ZN1AC2ERKS_ = comdat any

$_ZN1BC2ERKS_ = comdat any

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

$_ZTV1A = comdat any

$_ZTV1B = comdat any

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
@.str.3 = private unnamed_addr constant [16 x i8] c"A* matches too\0A\00", align 1
@_ZTSP1B = linkonce_odr hidden constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1B, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr hidden unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoAEv to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoBEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZThn8_NK1D4whoBEv to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@_ZTV1A = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*), i8* bitcast (i8* (%struct.A*)* @_ZNK1A4whoAEv to i8*)] }, comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZTV1B = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*), i8* bitcast (i8* (%struct.B*)* @_ZNK1B4whoBEv to i8*)] }, comdat, align 4
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.B*, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca %struct.A*, align 4
  %6 = alloca %struct.D, align 4
  %7 = alloca %struct.A*, align 4
  %8 = alloca %struct.B*, align 4
  %9 = alloca %struct.D, align 4
  store i32 0, i32* %1, align 4
  %10 = call i8* @__cxa_allocate_exception(i32 20) #3
  %11 = bitcast i8* %10 to %struct.D*
  %12 = invoke noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %11, i32 noundef 1)
          to label %13 unwind label %177

13:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %10, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*)) #6
          to label %202 unwind label %14

14:                                               ; preds = %13, %177
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)]
  %18 = call i8* @llvm.wasm.get.exception(token %17)
  store i8* %18, i8** %2, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #3
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %52

22:                                               ; preds = %16
  %23 = load i8*, i8** %2, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #3 [ "funclet"(token %17) ]
  %25 = bitcast i8* %24 to %struct.B*
  store %struct.B* %25, %struct.B** %3, align 4
  %26 = load %struct.B*, %struct.B** %3, align 4
  %27 = getelementptr inbounds %struct.B, %struct.B* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = load %struct.B*, %struct.B** %3, align 4
  %30 = bitcast %struct.B* %29 to i8* (%struct.B*)***
  %31 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %30, align 4
  %32 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %31, i64 2
  %33 = load i8* (%struct.B*)*, i8* (%struct.B*)** %32, align 4
  %34 = invoke noundef i8* %33(%struct.B* noundef nonnull align 4 dereferenceable(8) %29) [ "funclet"(token %17) ]
          to label %35 unwind label %179

35:                                               ; preds = %22
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %28, i8* noundef %34) [ "funclet"(token %17) ]
          to label %37 unwind label %179

37:                                               ; preds = %35
  %38 = load %struct.B*, %struct.B** %3, align 4
  %39 = bitcast %struct.B* %38 to i8*
  %40 = getelementptr inbounds i8, i8* %39, i32 -8
  %41 = bitcast i8* %40 to %struct.D*
  store %struct.D* %41, %struct.D** %4, align 4
  %42 = load %struct.D*, %struct.D** %4, align 4
  %43 = bitcast %struct.D* %42 to %struct.A*
  %44 = getelementptr inbounds %struct.A, %struct.A* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = load %struct.D*, %struct.D** %4, align 4
  %47 = getelementptr inbounds %struct.D, %struct.D* %46, i32 0, i32 2
  %48 = load i32, i32* %47, align 4
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %45, i32 noundef %48) [ "funclet"(token %17) ]
          to label %50 unwind label %179

50:                                               ; preds = %37
  call void @__cxa_end_catch() [ "funclet"(token %17) ]
  catchret from %17 to label %51

51:                                               ; preds = %50
  br label %53

52:                                               ; preds = %16
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %17) ]
  unreachable

53:                                               ; preds = %51
  %54 = call i8* @__cxa_allocate_exception(i32 20) #3
  %55 = bitcast i8* %54 to %struct.D*
  %56 = invoke noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %55, i32 noundef 2)
          to label %57 unwind label %182

57:                                               ; preds = %53
  invoke void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*)) #6
          to label %202 unwind label %58

58:                                               ; preds = %57, %182
  %59 = catchswitch within none [label %60] unwind to caller

60:                                               ; preds = %58
  %61 = catchpad within %59 [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)]
  %62 = call i8* @llvm.wasm.get.exception(token %61)
  store i8* %62, i8** %2, align 4
  %63 = call i32 @llvm.wasm.get.ehselector(token %61)
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #3
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %83

66:                                               ; preds = %60
  %67 = load i8*, i8** %2, align 4
  %68 = call i8* @__cxa_begin_catch(i8* %67) #3 [ "funclet"(token %61) ]
  %69 = bitcast i8* %68 to %struct.A*
  store %struct.A* %69, %struct.A** %5, align 4
  %70 = load %struct.A*, %struct.A** %5, align 4
  %71 = getelementptr inbounds %struct.A, %struct.A* %70, i32 0, i32 1
  %72 = load i32, i32* %71, align 4
  %73 = load %struct.A*, %struct.A** %5, align 4
  %74 = bitcast %struct.A* %73 to i8* (%struct.A*)***
  %75 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %74, align 4
  %76 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %75, i64 2
  %77 = load i8* (%struct.A*)*, i8* (%struct.A*)** %76, align 4
  %78 = invoke noundef i8* %77(%struct.A* noundef nonnull align 4 dereferenceable(8) %73) [ "funclet"(token %61) ]
          to label %79 unwind label %184

79:                                               ; preds = %66
  %80 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %72, i8* noundef %78) [ "funclet"(token %61) ]
          to label %81 unwind label %184

81:                                               ; preds = %79
  call void @__cxa_end_catch() [ "funclet"(token %61) ]
  catchret from %61 to label %82

82:                                               ; preds = %81
  br label %84

83:                                               ; preds = %60
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %61) ]
  unreachable

84:                                               ; preds = %82
  %85 = call noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %6, i32 noundef 3)
  %86 = call i8* @__cxa_allocate_exception(i32 4) #3
  %87 = bitcast i8* %86 to %struct.D**
  store %struct.D* %6, %struct.D** %87, align 16
  invoke void @__cxa_throw(i8* %86, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %202 unwind label %88

88:                                               ; preds = %84
  %89 = catchswitch within none [label %90] unwind label %199

90:                                               ; preds = %88
  %91 = catchpad within %89 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)]
  %92 = call i8* @llvm.wasm.get.exception(token %91)
  store i8* %92, i8** %2, align 4
  %93 = call i32 @llvm.wasm.get.ehselector(token %91)
  %94 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)) #3
  %95 = icmp eq i32 %93, %94
  br i1 %95, label %96, label %103

96:                                               ; preds = %90
  %97 = load i8*, i8** %2, align 4
  %98 = call i8* @__cxa_begin_catch(i8* %97) #3 [ "funclet"(token %91) ]
  %99 = bitcast i8* %98 to %struct.A*
  store %struct.A* %99, %struct.A** %7, align 4
  %100 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %91) ]
          to label %101 unwind label %187

101:                                              ; preds = %96
  call void @__cxa_end_catch() #3 [ "funclet"(token %91) ]
  catchret from %91 to label %102

102:                                              ; preds = %101
  br label %104

103:                                              ; preds = %90
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %91) ]
          to label %202 unwind label %199

104:                                              ; preds = %102
  %105 = call i8* @__cxa_allocate_exception(i32 4) #3
  %106 = bitcast i8* %105 to %struct.D**
  store %struct.D* %6, %struct.D** %106, align 16
  invoke void @__cxa_throw(i8* %105, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %202 unwind label %107

107:                                              ; preds = %104
  %108 = catchswitch within none [label %109] unwind label %199

109:                                              ; preds = %107
  %110 = catchpad within %108 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)]
  %111 = call i8* @llvm.wasm.get.exception(token %110)
  store i8* %111, i8** %2, align 4
  %112 = call i32 @llvm.wasm.get.ehselector(token %110)
  %113 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)) #3
  %114 = icmp eq i32 %112, %113
  br i1 %114, label %115, label %135

115:                                              ; preds = %109
  %116 = load i8*, i8** %2, align 4
  %117 = call i8* @__cxa_begin_catch(i8* %116) #3 [ "funclet"(token %110) ]
  %118 = bitcast i8* %117 to %struct.B*
  store %struct.B* %118, %struct.B** %8, align 4
  %119 = load %struct.B*, %struct.B** %8, align 4
  %120 = getelementptr inbounds %struct.B, %struct.B* %119, i32 0, i32 1
  %121 = load i32, i32* %120, align 4
  %122 = load %struct.B*, %struct.B** %8, align 4
  %123 = icmp eq %struct.D* %6, null
  br i1 %123, label %128, label %124

124:                                              ; preds = %115
  %125 = bitcast %struct.D* %6 to i8*
  %126 = getelementptr inbounds i8, i8* %125, i32 8
  %127 = bitcast i8* %126 to %struct.B*
  br label %128

128:                                              ; preds = %124, %115
  %129 = phi %struct.B* [ %127, %124 ], [ null, %115 ]
  %130 = icmp eq %struct.B* %122, %129
  %131 = zext i1 %130 to i32
  %132 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %121, i32 noundef %131) [ "funclet"(token %110) ]
          to label %133 unwind label %189

133:                                              ; preds = %128
  call void @__cxa_end_catch() #3 [ "funclet"(token %110) ]
  catchret from %110 to label %134

134:                                              ; preds = %133
  br label %136

135:                                              ; preds = %109
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %110) ]
          to label %202 unwind label %199

136:                                              ; preds = %134
  %137 = call i8* @__cxa_allocate_exception(i32 20) #3
  %138 = bitcast i8* %137 to %struct.D*
  %139 = invoke noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %138, i32 noundef 4)
          to label %140 unwind label %191

140:                                              ; preds = %136
  invoke void @__cxa_throw(i8* %137, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD2Ev to i8*)) #6
          to label %202 unwind label %141

141:                                              ; preds = %140, %191
  %142 = catchswitch within none [label %143] unwind label %199

143:                                              ; preds = %141
  %144 = catchpad within %142 [i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)]
  %145 = call i8* @llvm.wasm.get.exception(token %144)
  store i8* %145, i8** %2, align 4
  %146 = call i32 @llvm.wasm.get.ehselector(token %144)
  %147 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)) #3
  %148 = icmp eq i32 %146, %147
  br i1 %148, label %149, label %171

149:                                              ; preds = %143
  %150 = load i8*, i8** %2, align 4
  %151 = call i8* @__cxa_get_exception_ptr(i8* %150) #3 [ "funclet"(token %144) ]
  %152 = bitcast i8* %151 to %struct.D*
  %153 = invoke noundef %struct.D* @_ZN1DC2ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %9, %struct.D* noundef nonnull align 4 dereferenceable(20) %152) [ "funclet"(token %144) ]
          to label %154 unwind label %207

154:                                              ; preds = %149
  %155 = call i8* @__cxa_begin_catch(i8* %150) #3 [ "funclet"(token %144) ]
  %156 = bitcast %struct.D* %9 to %struct.A*
  %157 = getelementptr inbounds %struct.A, %struct.A* %156, i32 0, i32 1
  %158 = load i32, i32* %157, align 4
  %159 = bitcast %struct.D* %9 to i8*
  %160 = getelementptr inbounds i8, i8* %159, i32 8
  %161 = bitcast i8* %160 to %struct.B*
  %162 = getelementptr inbounds %struct.B, %struct.B* %161, i32 0, i32 1
  %163 = load i32, i32* %162, align 4
  %164 = getelementptr inbounds %struct.D, %struct.D* %9, i32 0, i32 2
  %165 = load i32, i32* %164, align 4
  %166 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i32 noundef %158, i32 noundef %163, i32 noundef %165) [ "funclet"(token %144) ]
          to label %167 unwind label %193

167:                                              ; preds = %154
  %168 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %9) #3 [ "funclet"(token %144) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %144) ]
          to label %169 unwind label %199

169:                                              ; preds = %167
  catchret from %144 to label %170

170:                                              ; preds = %169
  br label %172

171:                                              ; preds = %143
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %144) ]
          to label %202 unwind label %199

172:                                              ; preds = %170
  %173 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %174 unwind label %199

174:                                              ; preds = %172
  store i32 0, i32* %1, align 4
  %175 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #3
  %176 = load i32, i32* %1, align 4
  ret i32 %176

177:                                              ; preds = %0
  %178 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %10) #3 [ "funclet"(token %178) ]
  cleanupret from %178 unwind label %14

179:                                              ; preds = %37, %35, %22
  %180 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %180) ]
          to label %181 unwind label %203

181:                                              ; preds = %179
  cleanupret from %180 unwind to caller

182:                                              ; preds = %53
  %183 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %54) #3 [ "funclet"(token %183) ]
  cleanupret from %183 unwind label %58

184:                                              ; preds = %79, %66
  %185 = cleanuppad within %61 []
  invoke void @__cxa_end_catch() [ "funclet"(token %185) ]
          to label %186 unwind label %205

186:                                              ; preds = %184
  cleanupret from %185 unwind to caller

187:                                              ; preds = %96
  %188 = cleanuppad within %91 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %188) ]
  cleanupret from %188 unwind label %199

189:                                              ; preds = %128
  %190 = cleanuppad within %110 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %190) ]
  cleanupret from %190 unwind label %199

191:                                              ; preds = %136
  %192 = cleanuppad within none []
  call void @__cxa_free_exception(i8* %137) #3 [ "funclet"(token %192) ]
  cleanupret from %192 unwind label %141

193:                                              ; preds = %154
  %194 = cleanuppad within %144 []
  %195 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %9) #3 [ "funclet"(token %194) ]
  cleanupret from %194 unwind label %196

196:                                              ; preds = %193
  %197 = cleanuppad within %144 []
  invoke void @__cxa_end_catch() [ "funclet"(token %197) ]
          to label %198 unwind label %209

198:                                              ; preds = %196
  cleanupret from %197 unwind label %199

199:                                              ; preds = %172, %171, %198, %167, %141, %135, %189, %107, %103, %187, %88
  %200 = cleanuppad within none []
  %201 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #3 [ "funclet"(token %200) ]
  cleanupret from %200 unwind to caller

202:                                              ; preds = %171, %140, %135, %104, %103, %84, %57, %13
  unreachable

203:                                              ; preds = %179
  %204 = cleanuppad within %180 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %204) ]
  unreachable

205:                                              ; preds = %184
  %206 = cleanuppad within %185 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %206) ]
  unreachable

207:                                              ; preds = %149
  %208 = cleanuppad within %144 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %208) ]
  unreachable

209:                                              ; preds = %196
  %210 = cleanuppad within %197 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %210) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.D*, %struct.D** %3, align 4
  %6 = bitcast %struct.D* %5 to %struct.A*
  %7 = call noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %6) #3
  %8 = bitcast %struct.D* %5 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to %struct.B*
  %11 = call noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %10) #3
  %12 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %12, align 4
  %13 = bitcast %struct.D* %5 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %15, align 4
  %16 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %17 = load i32, i32* %4, align 4
  store i32 %17, i32* %16, align 4
  %18 = load i32, i32* %4, align 4
  %19 = mul nsw i32 10, %18
  %20 = bitcast %struct.D* %5 to %struct.A*
  %21 = getelementptr inbounds %struct.A, %struct.A* %20, i32 0, i32 1
  store i32 %19, i32* %21, align 4
  %22 = load i32, i32* %4, align 4
  %23 = mul nsw i32 20, %22
  %24 = bitcast %struct.D* %5 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i32 8
  %26 = bitcast i8* %25 to %struct.B*
  %27 = getelementptr inbounds %struct.B, %struct.B* %26, i32 0, i32 1
  store i32 %23, i32* %27, align 4
  %28 = load i32, i32* %4, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %28)
          to label %30 unwind label %31

30:                                               ; preds = %2
  ret %struct.D* %5

31:                                               ; preds = %2
  %32 = cleanuppad within none []
  %33 = bitcast %struct.D* %5 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i32 8
  %35 = bitcast i8* %34 to %struct.B*
  %36 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %35) #3 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %37

37:                                               ; preds = %31
  %38 = cleanuppad within none []
  %39 = bitcast %struct.D* %5 to %struct.A*
  %40 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %39) #3 [ "funclet"(token %38) ]
  cleanupret from %38 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = bitcast %struct.D* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %7, align 4
  %8 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  %9 = load i32, i32* %8, align 4
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %9)
          to label %11 unwind label %18

11:                                               ; preds = %1
  %12 = bitcast %struct.D* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  %14 = bitcast i8* %13 to %struct.B*
  %15 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %14) #3
  %16 = bitcast %struct.D* %3 to %struct.A*
  %17 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %16) #3
  ret %struct.D* %3

18:                                               ; preds = %1
  %19 = cleanuppad within none []
  %20 = bitcast %struct.D* %3 to i8*
  %21 = getelementptr inbounds i8, i8* %20, i32 8
  %22 = bitcast i8* %21 to %struct.B*
  %23 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %22) #3 [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %24

24:                                               ; preds = %18
  %25 = cleanuppad within none []
  %26 = bitcast %struct.D* %3 to %struct.A*
  %27 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %26) #3 [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %28

28:                                               ; preds = %24
  %29 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %29) ]
  unreachable
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DC2ERKS_(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store %struct.D* %1, %struct.D** %4, align 4
  %5 = load %struct.D*, %struct.D** %3, align 4
  %6 = bitcast %struct.D* %5 to %struct.A*
  %7 = load %struct.D*, %struct.D** %4, align 4
  %8 = bitcast %struct.D* %7 to %struct.A*
  %9 = call noundef %struct.A* @_ZN1AC2ERKS_(%struct.A* noundef nonnull align 4 dereferenceable(8) %6, %struct.A* noundef nonnull align 4 dereferenceable(8) %8) #3
  %10 = bitcast %struct.D* %5 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.B*
  %13 = load %struct.D*, %struct.D** %4, align 4
  %14 = bitcast %struct.D* %13 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 8
  %16 = bitcast i8* %15 to %struct.B*
  %17 = call noundef %struct.B* @_ZN1BC2ERKS_(%struct.B* noundef nonnull align 4 dereferenceable(8) %12, %struct.B* noundef nonnull align 4 dereferenceable(8) %16) #3
  %18 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %18, align 4
  %19 = bitcast %struct.D* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 8
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %21, align 4
  %22 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %23 = load %struct.D*, %struct.D** %4, align 4
  %24 = getelementptr inbounds %struct.D, %struct.D* %23, i32 0, i32 2
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %22, align 4
  %26 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %27 = load i32, i32* %26, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i32 noundef %27)
          to label %29 unwind label %30

29:                                               ; preds = %2
  ret %struct.D* %5

30:                                               ; preds = %2
  %31 = cleanuppad within none []
  %32 = bitcast %struct.D* %5 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i32 8
  %34 = bitcast i8* %33 to %struct.B*
  %35 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %34) #3 [ "funclet"(token %31) ]
  cleanupret from %31 unwind label %36

36:                                               ; preds = %30
  %37 = cleanuppad within none []
  %38 = bitcast %struct.D* %5 to %struct.A*
  %39 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %38) #3 [ "funclet"(token %37) ]
  cleanupret from %37 unwind to caller
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 1
  store i32 1, i32* %5, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 1
  store i32 2, i32* %5, align 4
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3) #3
  %5 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK1D4whoAEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  %4 = load %struct.D*, %struct.D** %3, align 4
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = bitcast %struct.D* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.D*
  %8 = tail call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #3
  ret %struct.D* %8
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #3
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef i8* @_ZThn8_NK1D4whoBEv(%struct.D* noundef %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  %7 = tail call noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %6)
  ret i8* %7
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK1A4whoAEv(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #8

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %3) #3
  %5 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK1B4whoBEv(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.A* @_ZN1AC2ERKS_(%struct.A* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.A* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %3, align 4
  store %struct.A* %1, %struct.A** %4, align 4
  %5 = load %struct.A*, %struct.A** %3, align 4
  %6 = bitcast %struct.A* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.A, %struct.A* %5, i32 0, i32 1
  %8 = load %struct.A*, %struct.A** %4, align 4
  %9 = getelementptr inbounds %struct.A, %struct.A* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %7, align 4
  ret %struct.A* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.B* @_ZN1BC2ERKS_(%struct.B* noundef nonnull returned align 4 dereferenceable(8) %0, %struct.B* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.B*, align 4
  %4 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %3, align 4
  store %struct.B* %1, %struct.B** %4, align 4
  %5 = load %struct.B*, %struct.B** %3, align 4
  %6 = bitcast %struct.B* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.B, %struct.B* %5, i32 0, i32 1
  %8 = load %struct.B*, %struct.B** %4, align 4
  %9 = getelementptr inbounds %struct.B, %struct.B* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %7, align 4
  ret %struct.B* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
