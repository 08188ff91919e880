; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Elem = type { i32 }

@_ZL7counter = internal global i32 0, align 4
@_ZL7fail_at = internal global i32 0, align 4
@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"Elem::operator new[]\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"Elem::operator delete[]\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x %struct.Elem], align 4
  %7 = alloca %struct.Elem*, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Elem*, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Elem*, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* @_ZL7counter, align 4
  store i32 4, i32* @_ZL7fail_at, align 4
  %12 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Elem, %struct.Elem* %12, i32 6
  br label %14

14:                                               ; preds = %17, %0
  %15 = phi %struct.Elem* [ %12, %0 ], [ %18, %17 ]
  %16 = invoke noundef %struct.Elem* @_ZN4ElemC1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %15)
          to label %17 unwind label %31

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.Elem, %struct.Elem* %15, i32 1
  %19 = icmp eq %struct.Elem* %18, %13
  br i1 %19, label %20, label %14

20:                                               ; preds = %17
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0))
          to label %22 unwind label %42

22:                                               ; preds = %20
  %23 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %24 = getelementptr inbounds %struct.Elem, %struct.Elem* %23, i32 6
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi %struct.Elem* [ %24, %22 ], [ %27, %25 ]
  %27 = getelementptr inbounds %struct.Elem, %struct.Elem* %26, i32 -1
  %28 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %27) #8
  %29 = icmp eq %struct.Elem* %27, %23
  br i1 %29, label %30, label %25

30:                                               ; preds = %25
  br label %66

31:                                               ; preds = %14
  %32 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %3, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %4, align 4
  %35 = icmp eq %struct.Elem* %12, %15
  br i1 %35, label %41, label %36

36:                                               ; preds = %36, %31
  %37 = phi %struct.Elem* [ %15, %31 ], [ %38, %36 ]
  %38 = getelementptr inbounds %struct.Elem, %struct.Elem* %37, i32 -1
  %39 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %38) #8
  %40 = icmp eq %struct.Elem* %38, %12
  br i1 %40, label %41, label %36

41:                                               ; preds = %36, %31
  br label %54

42:                                               ; preds = %20
  %43 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %44 = extractvalue { i8*, i32 } %43, 0
  store i8* %44, i8** %3, align 4
  %45 = extractvalue { i8*, i32 } %43, 1
  store i32 %45, i32* %4, align 4
  %46 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %47 = getelementptr inbounds %struct.Elem, %struct.Elem* %46, i32 6
  br label %48

48:                                               ; preds = %48, %42
  %49 = phi %struct.Elem* [ %47, %42 ], [ %50, %48 ]
  %50 = getelementptr inbounds %struct.Elem, %struct.Elem* %49, i32 -1
  %51 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %50) #8
  %52 = icmp eq %struct.Elem* %50, %46
  br i1 %52, label %53, label %48

53:                                               ; preds = %48
  br label %54

54:                                               ; preds = %53, %41
  %55 = load i32, i32* %4, align 4
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %227

58:                                               ; preds = %54
  %59 = load i8*, i8** %3, align 4
  %60 = call i8* @__cxa_begin_catch(i8* %59) #8
  %61 = bitcast i8* %60 to i32*
  %62 = load i32, i32* %61, align 4
  store i32 %62, i32* %5, align 4
  %63 = load i32, i32* %5, align 4
  %64 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %63)
          to label %65 unwind label %89

65:                                               ; preds = %58
  call void @__cxa_end_catch() #8
  br label %66

66:                                               ; preds = %65, %30
  store i32 30, i32* @_ZL7fail_at, align 4
  %67 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %6, i32 0, i32 0
  store %struct.Elem* %67, %struct.Elem** %7, align 4
  %68 = invoke noundef %struct.Elem* @_ZN4ElemC1Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %67, i32 noundef 10)
          to label %69 unwind label %93

69:                                               ; preds = %66
  %70 = getelementptr inbounds %struct.Elem, %struct.Elem* %67, i32 1
  store %struct.Elem* %70, %struct.Elem** %7, align 4
  %71 = invoke noundef %struct.Elem* @_ZN4ElemC1Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %70, i32 noundef 20)
          to label %72 unwind label %93

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.Elem, %struct.Elem* %70, i32 1
  store %struct.Elem* %73, %struct.Elem** %7, align 4
  %74 = invoke noundef %struct.Elem* @_ZN4ElemC1Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %73, i32 noundef 30)
          to label %75 unwind label %93

75:                                               ; preds = %72
  %76 = getelementptr inbounds %struct.Elem, %struct.Elem* %73, i32 1
  store %struct.Elem* %76, %struct.Elem** %7, align 4
  %77 = invoke noundef %struct.Elem* @_ZN4ElemC1Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %76, i32 noundef 40)
          to label %78 unwind label %93

78:                                               ; preds = %75
  %79 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0))
          to label %80 unwind label %105

80:                                               ; preds = %78
  %81 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %6, i32 0, i32 0
  %82 = getelementptr inbounds %struct.Elem, %struct.Elem* %81, i32 4
  br label %83

83:                                               ; preds = %83, %80
  %84 = phi %struct.Elem* [ %82, %80 ], [ %85, %83 ]
  %85 = getelementptr inbounds %struct.Elem, %struct.Elem* %84, i32 -1
  %86 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %85) #8
  %87 = icmp eq %struct.Elem* %85, %81
  br i1 %87, label %88, label %83

88:                                               ; preds = %83
  br label %129

89:                                               ; preds = %58
  %90 = landingpad { i8*, i32 }
          cleanup
  %91 = extractvalue { i8*, i32 } %90, 0
  store i8* %91, i8** %3, align 4
  %92 = extractvalue { i8*, i32 } %90, 1
  store i32 %92, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %227

93:                                               ; preds = %75, %72, %69, %66
  %94 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %95 = extractvalue { i8*, i32 } %94, 0
  store i8* %95, i8** %3, align 4
  %96 = extractvalue { i8*, i32 } %94, 1
  store i32 %96, i32* %4, align 4
  %97 = load %struct.Elem*, %struct.Elem** %7, align 4
  %98 = icmp eq %struct.Elem* %67, %97
  br i1 %98, label %104, label %99

99:                                               ; preds = %99, %93
  %100 = phi %struct.Elem* [ %97, %93 ], [ %101, %99 ]
  %101 = getelementptr inbounds %struct.Elem, %struct.Elem* %100, i32 -1
  %102 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %101) #8
  %103 = icmp eq %struct.Elem* %101, %67
  br i1 %103, label %104, label %99

104:                                              ; preds = %99, %93
  br label %117

105:                                              ; preds = %78
  %106 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %107 = extractvalue { i8*, i32 } %106, 0
  store i8* %107, i8** %3, align 4
  %108 = extractvalue { i8*, i32 } %106, 1
  store i32 %108, i32* %4, align 4
  %109 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %6, i32 0, i32 0
  %110 = getelementptr inbounds %struct.Elem, %struct.Elem* %109, i32 4
  br label %111

111:                                              ; preds = %111, %105
  %112 = phi %struct.Elem* [ %110, %105 ], [ %113, %111 ]
  %113 = getelementptr inbounds %struct.Elem, %struct.Elem* %112, i32 -1
  %114 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %113) #8
  %115 = icmp eq %struct.Elem* %113, %109
  br i1 %115, label %116, label %111

116:                                              ; preds = %111
  br label %117

117:                                              ; preds = %116, %104
  %118 = load i32, i32* %4, align 4
  %119 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %120 = icmp eq i32 %118, %119
  br i1 %120, label %121, label %227

121:                                              ; preds = %117
  %122 = load i8*, i8** %3, align 4
  %123 = call i8* @__cxa_begin_catch(i8* %122) #8
  %124 = bitcast i8* %123 to i32*
  %125 = load i32, i32* %124, align 4
  store i32 %125, i32* %8, align 4
  %126 = load i32, i32* %8, align 4
  %127 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %126)
          to label %128 unwind label %150

128:                                              ; preds = %121
  call void @__cxa_end_catch() #8
  br label %129

129:                                              ; preds = %128, %88
  store i32 100, i32* @_ZL7counter, align 4
  store i32 103, i32* @_ZL7fail_at, align 4
  %130 = invoke noundef i8* @_ZN4ElemnaEm(i32 noundef 28)
          to label %131 unwind label %154

131:                                              ; preds = %129
  %132 = bitcast i8* %130 to i32*
  store i32 4, i32* %132, align 4
  %133 = getelementptr inbounds i32, i32* %132, i32 1
  store i32 5, i32* %133, align 4
  %134 = getelementptr inbounds i8, i8* %130, i32 8
  %135 = bitcast i8* %134 to %struct.Elem*
  %136 = getelementptr inbounds %struct.Elem, %struct.Elem* %135, i32 5
  br label %137

137:                                              ; preds = %140, %131
  %138 = phi %struct.Elem* [ %135, %131 ], [ %141, %140 ]
  %139 = invoke noundef %struct.Elem* @_ZN4ElemC1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %138)
          to label %140 unwind label %158

140:                                              ; preds = %137
  %141 = getelementptr inbounds %struct.Elem, %struct.Elem* %138, i32 1
  %142 = icmp eq %struct.Elem* %141, %136
  br i1 %142, label %143, label %137

143:                                              ; preds = %140
  store %struct.Elem* %135, %struct.Elem** %9, align 4
  %144 = load %struct.Elem*, %struct.Elem** %9, align 4
  %145 = getelementptr inbounds %struct.Elem, %struct.Elem* %144, i32 0
  %146 = getelementptr inbounds %struct.Elem, %struct.Elem* %145, i32 0, i32 0
  %147 = load i32, i32* %146, align 4
  %148 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %147)
          to label %149 unwind label %154

149:                                              ; preds = %143
  br label %181

150:                                              ; preds = %121
  %151 = landingpad { i8*, i32 }
          cleanup
  %152 = extractvalue { i8*, i32 } %151, 0
  store i8* %152, i8** %3, align 4
  %153 = extractvalue { i8*, i32 } %151, 1
  store i32 %153, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %227

154:                                              ; preds = %143, %129
  %155 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %156 = extractvalue { i8*, i32 } %155, 0
  store i8* %156, i8** %3, align 4
  %157 = extractvalue { i8*, i32 } %155, 1
  store i32 %157, i32* %4, align 4
  br label %169

158:                                              ; preds = %137
  %159 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %160 = extractvalue { i8*, i32 } %159, 0
  store i8* %160, i8** %3, align 4
  %161 = extractvalue { i8*, i32 } %159, 1
  store i32 %161, i32* %4, align 4
  %162 = icmp eq %struct.Elem* %135, %138
  br i1 %162, label %168, label %163

163:                                              ; preds = %163, %158
  %164 = phi %struct.Elem* [ %138, %158 ], [ %165, %163 ]
  %165 = getelementptr inbounds %struct.Elem, %struct.Elem* %164, i32 -1
  %166 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %165) #8
  %167 = icmp eq %struct.Elem* %165, %135
  br i1 %167, label %168, label %163

168:                                              ; preds = %163, %158
  call void @_ZN4ElemdaEPv(i8* noundef %130) #8
  br label %169

169:                                              ; preds = %168, %154
  %170 = load i32, i32* %4, align 4
  %171 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %172 = icmp eq i32 %170, %171
  br i1 %172, label %173, label %227

173:                                              ; preds = %169
  %174 = load i8*, i8** %3, align 4
  %175 = call i8* @__cxa_begin_catch(i8* %174) #8
  %176 = bitcast i8* %175 to i32*
  %177 = load i32, i32* %176, align 4
  store i32 %177, i32* %10, align 4
  %178 = load i32, i32* %10, align 4
  %179 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %178)
          to label %180 unwind label %212

180:                                              ; preds = %173
  call void @__cxa_end_catch() #8
  br label %181

181:                                              ; preds = %180, %149
  store i32 0, i32* @_ZL7fail_at, align 4
  store i32 200, i32* @_ZL7counter, align 4
  %182 = call noundef i8* @_ZN4ElemnaEm(i32 noundef 16)
  %183 = bitcast i8* %182 to i32*
  store i32 4, i32* %183, align 4
  %184 = getelementptr inbounds i32, i32* %183, i32 1
  store i32 2, i32* %184, align 4
  %185 = getelementptr inbounds i8, i8* %182, i32 8
  %186 = bitcast i8* %185 to %struct.Elem*
  %187 = getelementptr inbounds %struct.Elem, %struct.Elem* %186, i32 2
  br label %188

188:                                              ; preds = %191, %181
  %189 = phi %struct.Elem* [ %186, %181 ], [ %192, %191 ]
  %190 = invoke noundef %struct.Elem* @_ZN4ElemC1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %189)
          to label %191 unwind label %216

191:                                              ; preds = %188
  %192 = getelementptr inbounds %struct.Elem, %struct.Elem* %189, i32 1
  %193 = icmp eq %struct.Elem* %192, %187
  br i1 %193, label %194, label %188

194:                                              ; preds = %191
  store %struct.Elem* %186, %struct.Elem** %11, align 4
  %195 = load %struct.Elem*, %struct.Elem** %11, align 4
  %196 = icmp eq %struct.Elem* %195, null
  br i1 %196, label %211, label %197

197:                                              ; preds = %194
  %198 = bitcast %struct.Elem* %195 to i8*
  %199 = getelementptr inbounds i8, i8* %198, i32 -8
  %200 = getelementptr inbounds i8, i8* %199, i32 4
  %201 = bitcast i8* %200 to i32*
  %202 = load i32, i32* %201, align 4
  %203 = getelementptr inbounds %struct.Elem, %struct.Elem* %195, i32 %202
  %204 = icmp eq %struct.Elem* %195, %203
  br i1 %204, label %210, label %205

205:                                              ; preds = %205, %197
  %206 = phi %struct.Elem* [ %203, %197 ], [ %207, %205 ]
  %207 = getelementptr inbounds %struct.Elem, %struct.Elem* %206, i32 -1
  %208 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %207) #8
  %209 = icmp eq %struct.Elem* %207, %195
  br i1 %209, label %210, label %205

210:                                              ; preds = %205, %197
  call void @_ZN4ElemdaEPv(i8* noundef %199) #8
  br label %211

211:                                              ; preds = %210, %194
  ret i32 0

212:                                              ; preds = %173
  %213 = landingpad { i8*, i32 }
          cleanup
  %214 = extractvalue { i8*, i32 } %213, 0
  store i8* %214, i8** %3, align 4
  %215 = extractvalue { i8*, i32 } %213, 1
  store i32 %215, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %227

216:                                              ; preds = %188
  %217 = landingpad { i8*, i32 }
          cleanup
  %218 = extractvalue { i8*, i32 } %217, 0
  store i8* %218, i8** %3, align 4
  %219 = extractvalue { i8*, i32 } %217, 1
  store i32 %219, i32* %4, align 4
  %220 = icmp eq %struct.Elem* %186, %189
  br i1 %220, label %226, label %221

221:                                              ; preds = %221, %216
  %222 = phi %struct.Elem* [ %189, %216 ], [ %223, %221 ]
  %223 = getelementptr inbounds %struct.Elem, %struct.Elem* %222, i32 -1
  %224 = call noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %223) #8
  %225 = icmp eq %struct.Elem* %223, %186
  br i1 %225, label %226, label %221

226:                                              ; preds = %221, %216
  call void @_ZN4ElemdaEPv(i8* noundef %182) #8
  br label %227

227:                                              ; preds = %226, %212, %169, %150, %117, %89, %54
  %228 = load i8*, i8** %3, align 4
  %229 = load i32, i32* %4, align 4
  %230 = insertvalue { i8*, i32 } undef, i8* %228, 0
  %231 = insertvalue { i8*, i32 } %230, i32 %229, 1
  resume { i8*, i32 } %231
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Elem* @_ZN4ElemC1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Elem*, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 4
  %3 = load %struct.Elem*, %struct.Elem** %2, align 4
  %4 = call noundef %struct.Elem* @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %3)
  ret %struct.Elem* %3
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Elem* @_ZN4ElemD1Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Elem*, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 4
  %3 = load %struct.Elem*, %struct.Elem** %2, align 4
  %4 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %3) #8
  ret %struct.Elem* %3
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Elem* @_ZN4ElemC1Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Elem*, align 4
  %4 = alloca i32, align 4
  store %struct.Elem* %0, %struct.Elem** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Elem*, %struct.Elem** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Elem* %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef i8* @_ZN4ElemnaEm(i32 noundef %0) #5 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i32 0, i32 0))
  %4 = load i32, i32* %2, align 4
  %5 = call i8* @malloc(i32 noundef %4)
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4ElemdaEPv(i8* noundef %0) #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i32 0, i32 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #9
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Elem* @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca %struct.Elem*, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 4
  %3 = load %struct.Elem*, %struct.Elem** %2, align 4
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZL7counter, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL7counter, align 4
  store i32 %6, i32* %4, align 4
  %7 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %8)
  %10 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = load i32, i32* @_ZL7fail_at, align 4
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i32 4) #8
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 8
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

19:                                               ; preds = %1
  ret %struct.Elem* %3
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Elem*, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 4
  %3 = load %struct.Elem*, %struct.Elem** %2, align 4
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Elem* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #9
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Elem*, align 4
  %4 = alloca i32, align 4
  store %struct.Elem* %0, %struct.Elem** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Elem*, %struct.Elem** %3, align 4
  %6 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = call i8* @__cxa_allocate_exception(i32 4) #8
  %17 = bitcast i8* %16 to i32*
  %18 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 8
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

20:                                               ; preds = %2
  ret %struct.Elem* %5
}

declare i8* @malloc(i32 noundef) #3

declare void @free(i8* noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

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
