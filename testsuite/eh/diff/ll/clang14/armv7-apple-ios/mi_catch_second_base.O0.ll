; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.B = type { i32 (...)**, i32 }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTI1B = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr constant [3 x i8] c"1D\00", align 1
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, align 4
@_ZTI1D = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i32 2050 }, align 4
@.str = private unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1A = linkonce_odr constant [4 x i8] c"P1A\00", align 1
@_ZTIP1A = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1A, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, align 4
@_ZTSP1D = linkonce_odr constant [4 x i8] c"P1D\00", align 1
@_ZTIP1D = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"A* matches too\0A\00", align 1
@_ZTSP1B = linkonce_odr constant [4 x i8] c"P1B\00", align 1
@_ZTIP1B = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1B, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*) }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr unnamed_addr constant { [6 x i8*], [5 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoAEv to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D4whoBEv to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZThn8_NK1D4whoBEv to i8*)] }, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"D(%d)\0A\00", align 1
@_ZTV1A = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (%struct.A* (%struct.A*)* @_ZN1AD1Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*), i8* bitcast (i8* (%struct.A*)* @_ZNK1A4whoAEv to i8*)] }, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZTV1B = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD1Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*), i8* bitcast (i8* (%struct.B*)* @_ZNK1B4whoBEv to i8*)] }, align 4
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"D via A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"D via B\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.B*, align 4
  %5 = alloca %struct.D*, align 4
  %6 = alloca %struct.A*, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca %struct.A*, align 4
  %9 = alloca %struct.B*, align 4
  %10 = alloca %struct.D, align 4
  store i32 0, i32* %1, align 4
  %11 = call i8* @__cxa_allocate_exception(i32 20) #8
  %12 = bitcast i8* %11 to %struct.D*
  %13 = invoke noundef %struct.D* @_ZN1DC1Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %12, i32 noundef 1)
          to label %14 unwind label %15

14:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #9
          to label %218 unwind label %19

15:                                               ; preds = %0
  %16 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  call void @__cxa_free_exception(i8* %11) #8
  br label %23

19:                                               ; preds = %14
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %2, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %3, align 4
  br label %23

23:                                               ; preds = %19, %15
  %24 = load i32, i32* %3, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #8
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %210

27:                                               ; preds = %23
  %28 = load i8*, i8** %2, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #8
  %30 = bitcast i8* %29 to %struct.B*
  store %struct.B* %30, %struct.B** %4, align 4
  %31 = load %struct.B*, %struct.B** %4, align 4
  %32 = getelementptr inbounds %struct.B, %struct.B* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = load %struct.B*, %struct.B** %4, align 4
  %35 = bitcast %struct.B* %34 to i8* (%struct.B*)***
  %36 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %35, align 4
  %37 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %36, i64 2
  %38 = load i8* (%struct.B*)*, i8* (%struct.B*)** %37, align 4
  %39 = invoke noundef i8* %38(%struct.B* noundef nonnull align 4 dereferenceable(8) %34)
          to label %40 unwind label %61

40:                                               ; preds = %27
  %41 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %33, i8* noundef %39)
          to label %42 unwind label %61

42:                                               ; preds = %40
  %43 = load %struct.B*, %struct.B** %4, align 4
  %44 = bitcast %struct.B* %43 to i8*
  %45 = getelementptr inbounds i8, i8* %44, i32 -8
  %46 = bitcast i8* %45 to %struct.D*
  store %struct.D* %46, %struct.D** %5, align 4
  %47 = load %struct.D*, %struct.D** %5, align 4
  %48 = bitcast %struct.D* %47 to %struct.A*
  %49 = getelementptr inbounds %struct.A, %struct.A* %48, i32 0, i32 1
  %50 = load i32, i32* %49, align 4
  %51 = load %struct.D*, %struct.D** %5, align 4
  %52 = getelementptr inbounds %struct.D, %struct.D* %51, i32 0, i32 2
  %53 = load i32, i32* %52, align 4
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %50, i32 noundef %53)
          to label %55 unwind label %61

55:                                               ; preds = %42
  call void @__cxa_end_catch()
  br label %56

56:                                               ; preds = %55
  %57 = call i8* @__cxa_allocate_exception(i32 20) #8
  %58 = bitcast i8* %57 to %struct.D*
  %59 = invoke noundef %struct.D* @_ZN1DC1Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %58, i32 noundef 2)
          to label %60 unwind label %66

60:                                               ; preds = %56
  invoke void @__cxa_throw(i8* %57, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #9
          to label %218 unwind label %70

61:                                               ; preds = %42, %40, %27
  %62 = landingpad { i8*, i32 }
          cleanup
  %63 = extractvalue { i8*, i32 } %62, 0
  store i8* %63, i8** %2, align 4
  %64 = extractvalue { i8*, i32 } %62, 1
  store i32 %64, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %65 unwind label %215

65:                                               ; preds = %61
  br label %210

66:                                               ; preds = %56
  %67 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
  %68 = extractvalue { i8*, i32 } %67, 0
  store i8* %68, i8** %2, align 4
  %69 = extractvalue { i8*, i32 } %67, 1
  store i32 %69, i32* %3, align 4
  call void @__cxa_free_exception(i8* %57) #8
  br label %74

70:                                               ; preds = %60
  %71 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
  %72 = extractvalue { i8*, i32 } %71, 0
  store i8* %72, i8** %2, align 4
  %73 = extractvalue { i8*, i32 } %71, 1
  store i32 %73, i32* %3, align 4
  br label %74

74:                                               ; preds = %70, %66
  %75 = load i32, i32* %3, align 4
  %76 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #8
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %210

78:                                               ; preds = %74
  %79 = load i8*, i8** %2, align 4
  %80 = call i8* @__cxa_begin_catch(i8* %79) #8
  %81 = bitcast i8* %80 to %struct.A*
  store %struct.A* %81, %struct.A** %6, align 4
  %82 = load %struct.A*, %struct.A** %6, align 4
  %83 = getelementptr inbounds %struct.A, %struct.A* %82, i32 0, i32 1
  %84 = load i32, i32* %83, align 4
  %85 = load %struct.A*, %struct.A** %6, align 4
  %86 = bitcast %struct.A* %85 to i8* (%struct.A*)***
  %87 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %86, align 4
  %88 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %87, i64 2
  %89 = load i8* (%struct.A*)*, i8* (%struct.A*)** %88, align 4
  %90 = invoke noundef i8* %89(%struct.A* noundef nonnull align 4 dereferenceable(8) %85)
          to label %91 unwind label %98

91:                                               ; preds = %78
  %92 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %84, i8* noundef %90)
          to label %93 unwind label %98

93:                                               ; preds = %91
  call void @__cxa_end_catch()
  br label %94

94:                                               ; preds = %93
  %95 = call noundef %struct.D* @_ZN1DC1Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %7, i32 noundef 3)
  %96 = call i8* @__cxa_allocate_exception(i32 4) #8
  %97 = bitcast i8* %96 to %struct.D**
  store %struct.D* %7, %struct.D** %97, align 8
  invoke void @__cxa_throw(i8* %96, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #9
          to label %218 unwind label %103

98:                                               ; preds = %91, %78
  %99 = landingpad { i8*, i32 }
          cleanup
  %100 = extractvalue { i8*, i32 } %99, 0
  store i8* %100, i8** %2, align 4
  %101 = extractvalue { i8*, i32 } %99, 1
  store i32 %101, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %102 unwind label %215

102:                                              ; preds = %98
  br label %210

103:                                              ; preds = %94
  %104 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)
  %105 = extractvalue { i8*, i32 } %104, 0
  store i8* %105, i8** %2, align 4
  %106 = extractvalue { i8*, i32 } %104, 1
  store i32 %106, i32* %3, align 4
  br label %107

107:                                              ; preds = %103
  %108 = load i32, i32* %3, align 4
  %109 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*)) #8
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %208

111:                                              ; preds = %107
  %112 = load i8*, i8** %2, align 4
  %113 = call i8* @__cxa_begin_catch(i8* %112) #8
  %114 = bitcast i8* %113 to %struct.A*
  store %struct.A* %114, %struct.A** %8, align 4
  %115 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0))
          to label %116 unwind label %120

116:                                              ; preds = %111
  call void @__cxa_end_catch() #8
  br label %117

117:                                              ; preds = %116
  %118 = call i8* @__cxa_allocate_exception(i32 4) #8
  %119 = bitcast i8* %118 to %struct.D**
  store %struct.D* %7, %struct.D** %119, align 8
  invoke void @__cxa_throw(i8* %118, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #9
          to label %218 unwind label %124

120:                                              ; preds = %111
  %121 = landingpad { i8*, i32 }
          cleanup
  %122 = extractvalue { i8*, i32 } %121, 0
  store i8* %122, i8** %2, align 4
  %123 = extractvalue { i8*, i32 } %121, 1
  store i32 %123, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %208

124:                                              ; preds = %117
  %125 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)
  %126 = extractvalue { i8*, i32 } %125, 0
  store i8* %126, i8** %2, align 4
  %127 = extractvalue { i8*, i32 } %125, 1
  store i32 %127, i32* %3, align 4
  br label %128

128:                                              ; preds = %124
  %129 = load i32, i32* %3, align 4
  %130 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to i8*)) #8
  %131 = icmp eq i32 %129, %130
  br i1 %131, label %132, label %208

132:                                              ; preds = %128
  %133 = load i8*, i8** %2, align 4
  %134 = call i8* @__cxa_begin_catch(i8* %133) #8
  %135 = bitcast i8* %134 to %struct.B*
  store %struct.B* %135, %struct.B** %9, align 4
  %136 = load %struct.B*, %struct.B** %9, align 4
  %137 = getelementptr inbounds %struct.B, %struct.B* %136, i32 0, i32 1
  %138 = load i32, i32* %137, align 4
  %139 = load %struct.B*, %struct.B** %9, align 4
  %140 = icmp eq %struct.D* %7, null
  br i1 %140, label %145, label %141

141:                                              ; preds = %132
  %142 = bitcast %struct.D* %7 to i8*
  %143 = getelementptr inbounds i8, i8* %142, i32 8
  %144 = bitcast i8* %143 to %struct.B*
  br label %145

145:                                              ; preds = %141, %132
  %146 = phi %struct.B* [ %144, %141 ], [ null, %132 ]
  %147 = icmp eq %struct.B* %139, %146
  %148 = zext i1 %147 to i32
  %149 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i32 noundef %138, i32 noundef %148)
          to label %150 unwind label %156

150:                                              ; preds = %145
  call void @__cxa_end_catch() #8
  br label %151

151:                                              ; preds = %150
  %152 = call i8* @__cxa_allocate_exception(i32 20) #8
  %153 = bitcast i8* %152 to %struct.D*
  %154 = invoke noundef %struct.D* @_ZN1DC1Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %153, i32 noundef 4)
          to label %155 unwind label %160

155:                                              ; preds = %151
  invoke void @__cxa_throw(i8* %152, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #9
          to label %218 unwind label %164

156:                                              ; preds = %145
  %157 = landingpad { i8*, i32 }
          cleanup
  %158 = extractvalue { i8*, i32 } %157, 0
  store i8* %158, i8** %2, align 4
  %159 = extractvalue { i8*, i32 } %157, 1
  store i32 %159, i32* %3, align 4
  call void @__cxa_end_catch() #8
  br label %208

160:                                              ; preds = %151
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)
  %162 = extractvalue { i8*, i32 } %161, 0
  store i8* %162, i8** %2, align 4
  %163 = extractvalue { i8*, i32 } %161, 1
  store i32 %163, i32* %3, align 4
  call void @__cxa_free_exception(i8* %152) #8
  br label %168

164:                                              ; preds = %155
  %165 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)
  %166 = extractvalue { i8*, i32 } %165, 0
  store i8* %166, i8** %2, align 4
  %167 = extractvalue { i8*, i32 } %165, 1
  store i32 %167, i32* %3, align 4
  br label %168

168:                                              ; preds = %164, %160
  %169 = load i32, i32* %3, align 4
  %170 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)) #8
  %171 = icmp eq i32 %169, %170
  br i1 %171, label %172, label %208

172:                                              ; preds = %168
  %173 = load i8*, i8** %2, align 4
  %174 = call i8* @__cxa_get_exception_ptr(i8* %173) #8
  %175 = bitcast i8* %174 to %struct.D*
  %176 = invoke noundef %struct.D* @_ZN1DC1ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %10, %struct.D* noundef nonnull align 4 dereferenceable(20) %175)
          to label %177 unwind label %215

177:                                              ; preds = %172
  %178 = call i8* @__cxa_begin_catch(i8* %173) #8
  %179 = bitcast %struct.D* %10 to %struct.A*
  %180 = getelementptr inbounds %struct.A, %struct.A* %179, i32 0, i32 1
  %181 = load i32, i32* %180, align 4
  %182 = bitcast %struct.D* %10 to i8*
  %183 = getelementptr inbounds i8, i8* %182, i32 8
  %184 = bitcast i8* %183 to %struct.B*
  %185 = getelementptr inbounds %struct.B, %struct.B* %184, i32 0, i32 1
  %186 = load i32, i32* %185, align 4
  %187 = getelementptr inbounds %struct.D, %struct.D* %10, i32 0, i32 2
  %188 = load i32, i32* %187, align 4
  %189 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i32 0, i32 0), i32 noundef %181, i32 noundef %186, i32 noundef %188)
          to label %190 unwind label %198

190:                                              ; preds = %177
  %191 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %10) #8
  invoke void @__cxa_end_catch()
          to label %192 unwind label %203

192:                                              ; preds = %190
  br label %193

193:                                              ; preds = %192
  %194 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %195 unwind label %203

195:                                              ; preds = %193
  store i32 0, i32* %1, align 4
  %196 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8
  %197 = load i32, i32* %1, align 4
  ret i32 %197

198:                                              ; preds = %177
  %199 = landingpad { i8*, i32 }
          cleanup
  %200 = extractvalue { i8*, i32 } %199, 0
  store i8* %200, i8** %2, align 4
  %201 = extractvalue { i8*, i32 } %199, 1
  store i32 %201, i32* %3, align 4
  %202 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %10) #8
  invoke void @__cxa_end_catch()
          to label %207 unwind label %215

203:                                              ; preds = %193, %190
  %204 = landingpad { i8*, i32 }
          cleanup
  %205 = extractvalue { i8*, i32 } %204, 0
  store i8* %205, i8** %2, align 4
  %206 = extractvalue { i8*, i32 } %204, 1
  store i32 %206, i32* %3, align 4
  br label %208

207:                                              ; preds = %198
  br label %208

208:                                              ; preds = %207, %203, %168, %156, %128, %120, %107
  %209 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8
  br label %210

210:                                              ; preds = %208, %102, %74, %65, %23
  %211 = load i8*, i8** %2, align 4
  %212 = load i32, i32* %3, align 4
  %213 = insertvalue { i8*, i32 } undef, i8* %211, 0
  %214 = insertvalue { i8*, i32 } %213, i32 %212, 1
  resume { i8*, i32 } %214

215:                                              ; preds = %198, %172, %98, %61
  %216 = landingpad { i8*, i32 }
          catch i8* null
  %217 = extractvalue { i8*, i32 } %216, 0
  call void @__clang_call_terminate(i8* %217) #10
  unreachable

218:                                              ; preds = %155, %117, %94, %60, %14
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.D* @_ZN1DC1Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.D*, %struct.D** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %5, i32 noundef %6)
  ret %struct.D* %5
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3) #8
  ret %struct.D* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare i8* @__cxa_get_exception_ptr(i8*)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.D* @_ZN1DC1ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.D*, align 4
  %4 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store %struct.D* %1, %struct.D** %4, align 4
  %5 = load %struct.D*, %struct.D** %3, align 4
  %6 = load %struct.D*, %struct.D** %4, align 4
  %7 = call noundef %struct.D* @_ZN1DC2ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %5, %struct.D* noundef nonnull align 4 dereferenceable(20) %6)
  ret %struct.D* %5
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.D* @_ZN1DC2Ei(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load %struct.D*, %struct.D** %3, align 4
  %8 = bitcast %struct.D* %7 to %struct.A*
  %9 = call noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %8) #8
  %10 = bitcast %struct.D* %7 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to %struct.B*
  %13 = call noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %12) #8
  %14 = bitcast %struct.D* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %14, align 4
  %15 = bitcast %struct.D* %7 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = getelementptr inbounds %struct.D, %struct.D* %7, i32 0, i32 2
  %19 = load i32, i32* %4, align 4
  store i32 %19, i32* %18, align 4
  %20 = load i32, i32* %4, align 4
  %21 = mul nsw i32 10, %20
  %22 = bitcast %struct.D* %7 to %struct.A*
  %23 = getelementptr inbounds %struct.A, %struct.A* %22, i32 0, i32 1
  store i32 %21, i32* %23, align 4
  %24 = load i32, i32* %4, align 4
  %25 = mul nsw i32 20, %24
  %26 = bitcast %struct.D* %7 to i8*
  %27 = getelementptr inbounds i8, i8* %26, i32 8
  %28 = bitcast i8* %27 to %struct.B*
  %29 = getelementptr inbounds %struct.B, %struct.B* %28, i32 0, i32 1
  store i32 %25, i32* %29, align 4
  %30 = load i32, i32* %4, align 4
  %31 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef %30)
          to label %32 unwind label %33

32:                                               ; preds = %2
  ret %struct.D* %7

33:                                               ; preds = %2
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %5, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %6, align 4
  %37 = bitcast %struct.D* %7 to i8*
  %38 = getelementptr inbounds i8, i8* %37, i32 8
  %39 = bitcast i8* %38 to %struct.B*
  %40 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %39) #8
  %41 = bitcast %struct.D* %7 to %struct.A*
  %42 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %41) #8
  br label %43

43:                                               ; preds = %33
  %44 = load i8*, i8** %5, align 4
  %45 = load i32, i32* %6, align 4
  %46 = insertvalue { i8*, i32 } undef, i8* %44, 0
  %47 = insertvalue { i8*, i32 } %46, i32 %45, 1
  resume { i8*, i32 } %47
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
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
define linkonce_odr noundef %struct.B* @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
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
define linkonce_odr noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3) #8
  %5 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i8* @_ZNK1D4whoAEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0)
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i8* @_ZNK1D4whoBEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  %4 = load %struct.D*, %struct.D** %3, align 4
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = bitcast %struct.D* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.D*
  %8 = tail call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #8
  ret %struct.D* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #8
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr noundef i8* @_ZThn8_NK1D4whoBEv(%struct.D* noundef %0) unnamed_addr #1 align 2 {
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
define linkonce_odr noundef %struct.A* @_ZN1AD1Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %3) #8
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN1AD0Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = call noundef %struct.A* @_ZN1AD1Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i8* @_ZNK1A4whoAEv(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.B* @_ZN1BD1Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %3) #8
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN1BD0Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = call noundef %struct.B* @_ZN1BD1Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i8* @_ZNK1B4whoBEv(%struct.B* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.D*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %5 = load %struct.D*, %struct.D** %2, align 4
  %6 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = bitcast %struct.D* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  %10 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %11 = load i32, i32* %10, align 4
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i32 noundef %11)
          to label %13 unwind label %20

13:                                               ; preds = %1
  %14 = bitcast %struct.D* %5 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 8
  %16 = bitcast i8* %15 to %struct.B*
  %17 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %16) #8
  %18 = bitcast %struct.D* %5 to %struct.A*
  %19 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %18) #8
  ret %struct.D* %5

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null
  %22 = extractvalue { i8*, i32 } %21, 0
  store i8* %22, i8** %3, align 4
  %23 = extractvalue { i8*, i32 } %21, 1
  store i32 %23, i32* %4, align 4
  %24 = bitcast %struct.D* %5 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i32 8
  %26 = bitcast i8* %25 to %struct.B*
  %27 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %26) #8
  %28 = bitcast %struct.D* %5 to %struct.A*
  %29 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %28) #8
  br label %30

30:                                               ; preds = %20
  %31 = load i8*, i8** %3, align 4
  call void @__clang_call_terminate(i8* %31) #10
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.D* @_ZN1DC2ERKS_(%struct.D* noundef nonnull align 4 dereferenceable(20) %0, %struct.D* noundef nonnull align 4 dereferenceable(20) %1) unnamed_addr #1 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store %struct.D* %1, %struct.D** %4, align 4
  %7 = load %struct.D*, %struct.D** %3, align 4
  %8 = bitcast %struct.D* %7 to %struct.A*
  %9 = load %struct.D*, %struct.D** %4, align 4
  %10 = bitcast %struct.D* %9 to %struct.A*
  %11 = call noundef %struct.A* @_ZN1AC2ERKS_(%struct.A* noundef nonnull align 4 dereferenceable(8) %8, %struct.A* noundef nonnull align 4 dereferenceable(8) %10) #8
  %12 = bitcast %struct.D* %7 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  %14 = bitcast i8* %13 to %struct.B*
  %15 = load %struct.D*, %struct.D** %4, align 4
  %16 = bitcast %struct.D* %15 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i32 8
  %18 = bitcast i8* %17 to %struct.B*
  %19 = call noundef %struct.B* @_ZN1BC2ERKS_(%struct.B* noundef nonnull align 4 dereferenceable(8) %14, %struct.B* noundef nonnull align 4 dereferenceable(8) %18) #8
  %20 = bitcast %struct.D* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %20, align 4
  %21 = bitcast %struct.D* %7 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i32 8
  %23 = bitcast i8* %22 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*] }, { [6 x i8*], [5 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %23, align 4
  %24 = getelementptr inbounds %struct.D, %struct.D* %7, i32 0, i32 2
  %25 = load %struct.D*, %struct.D** %4, align 4
  %26 = getelementptr inbounds %struct.D, %struct.D* %25, i32 0, i32 2
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %24, align 4
  %28 = getelementptr inbounds %struct.D, %struct.D* %7, i32 0, i32 2
  %29 = load i32, i32* %28, align 4
  %30 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i32 noundef %29)
          to label %31 unwind label %32

31:                                               ; preds = %2
  ret %struct.D* %7

32:                                               ; preds = %2
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %5, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %6, align 4
  %36 = bitcast %struct.D* %7 to i8*
  %37 = getelementptr inbounds i8, i8* %36, i32 8
  %38 = bitcast i8* %37 to %struct.B*
  %39 = call noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull align 4 dereferenceable(8) %38) #8
  %40 = bitcast %struct.D* %7 to %struct.A*
  %41 = call noundef %struct.A* @_ZN1AD2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %40) #8
  br label %42

42:                                               ; preds = %32
  %43 = load i8*, i8** %5, align 4
  %44 = load i32, i32* %6, align 4
  %45 = insertvalue { i8*, i32 } undef, i8* %43, 0
  %46 = insertvalue { i8*, i32 } %45, i32 %44, 1
  resume { i8*, i32 } %46
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.A* @_ZN1AC2ERKS_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0, %struct.A* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 align 2 {
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
define linkonce_odr noundef %struct.B* @_ZN1BC2ERKS_(%struct.B* noundef nonnull align 4 dereferenceable(8) %0, %struct.B* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #2 align 2 {
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

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

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
