; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Elem = type { i32 }

$_ZN4ElemC2Ev = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN4ElemC2Ei = comdat any

$_ZN4ElemnaEy = comdat any

$_ZN4ElemdaEPv = comdat any

$__clang_call_terminate = comdat any

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

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 16
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x %struct.Elem], align 16
  %7 = alloca %struct.Elem*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Elem*, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Elem*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* @_ZL7counter, align 4
  store i32 4, i32* @_ZL7fail_at, align 4
  %12 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Elem, %struct.Elem* %12, i64 6
  br label %14

14:                                               ; preds = %16, %0
  %15 = phi %struct.Elem* [ %12, %0 ], [ %17, %16 ]
  invoke void @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %15)
          to label %16 unwind label %29

16:                                               ; preds = %14
  %17 = getelementptr inbounds %struct.Elem, %struct.Elem* %15, i64 1
  %18 = icmp eq %struct.Elem* %17, %13
  br i1 %18, label %19, label %14

19:                                               ; preds = %16
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0))
          to label %21 unwind label %39

21:                                               ; preds = %19
  %22 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %23 = getelementptr inbounds %struct.Elem, %struct.Elem* %22, i64 6
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi %struct.Elem* [ %23, %21 ], [ %26, %24 ]
  %26 = getelementptr inbounds %struct.Elem, %struct.Elem* %25, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %26) #8
  %27 = icmp eq %struct.Elem* %26, %22
  br i1 %27, label %28, label %24

28:                                               ; preds = %24
  br label %62

29:                                               ; preds = %14
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %3, align 8
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %4, align 4
  %33 = icmp eq %struct.Elem* %12, %15
  br i1 %33, label %38, label %34

34:                                               ; preds = %34, %29
  %35 = phi %struct.Elem* [ %15, %29 ], [ %36, %34 ]
  %36 = getelementptr inbounds %struct.Elem, %struct.Elem* %35, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %36) #8
  %37 = icmp eq %struct.Elem* %36, %12
  br i1 %37, label %38, label %34

38:                                               ; preds = %34, %29
  br label %50

39:                                               ; preds = %19
  %40 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %3, align 8
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %4, align 4
  %43 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %44 = getelementptr inbounds %struct.Elem, %struct.Elem* %43, i64 6
  br label %45

45:                                               ; preds = %45, %39
  %46 = phi %struct.Elem* [ %44, %39 ], [ %47, %45 ]
  %47 = getelementptr inbounds %struct.Elem, %struct.Elem* %46, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %47) #8
  %48 = icmp eq %struct.Elem* %47, %43
  br i1 %48, label %49, label %45

49:                                               ; preds = %45
  br label %50

50:                                               ; preds = %49, %38
  %51 = load i32, i32* %4, align 4
  %52 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %208

54:                                               ; preds = %50
  %55 = load i8*, i8** %3, align 8
  %56 = call i8* @__cxa_begin_catch(i8* %55) #8
  %57 = bitcast i8* %56 to i32*
  %58 = load i32, i32* %57, align 4
  store i32 %58, i32* %5, align 4
  %59 = load i32, i32* %5, align 4
  %60 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %59)
          to label %61 unwind label %80

61:                                               ; preds = %54
  call void @__cxa_end_catch() #8
  br label %62

62:                                               ; preds = %61, %28
  store i32 30, i32* @_ZL7fail_at, align 4
  %63 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %6, i64 0, i64 0
  store %struct.Elem* %63, %struct.Elem** %7, align 8
  invoke void @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %63, i32 noundef 10)
          to label %64 unwind label %84

64:                                               ; preds = %62
  %65 = getelementptr inbounds %struct.Elem, %struct.Elem* %63, i64 1
  store %struct.Elem* %65, %struct.Elem** %7, align 8
  invoke void @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %65, i32 noundef 20)
          to label %66 unwind label %84

66:                                               ; preds = %64
  %67 = getelementptr inbounds %struct.Elem, %struct.Elem* %65, i64 1
  store %struct.Elem* %67, %struct.Elem** %7, align 8
  invoke void @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %67, i32 noundef 30)
          to label %68 unwind label %84

68:                                               ; preds = %66
  %69 = getelementptr inbounds %struct.Elem, %struct.Elem* %67, i64 1
  store %struct.Elem* %69, %struct.Elem** %7, align 8
  invoke void @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %69, i32 noundef 40)
          to label %70 unwind label %84

70:                                               ; preds = %68
  %71 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0))
          to label %72 unwind label %95

72:                                               ; preds = %70
  %73 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %6, i32 0, i32 0
  %74 = getelementptr inbounds %struct.Elem, %struct.Elem* %73, i64 4
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi %struct.Elem* [ %74, %72 ], [ %77, %75 ]
  %77 = getelementptr inbounds %struct.Elem, %struct.Elem* %76, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %77) #8
  %78 = icmp eq %struct.Elem* %77, %73
  br i1 %78, label %79, label %75

79:                                               ; preds = %75
  br label %118

80:                                               ; preds = %54
  %81 = landingpad { i8*, i32 }
          cleanup
  %82 = extractvalue { i8*, i32 } %81, 0
  store i8* %82, i8** %3, align 8
  %83 = extractvalue { i8*, i32 } %81, 1
  store i32 %83, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %208

84:                                               ; preds = %68, %66, %64, %62
  %85 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %86 = extractvalue { i8*, i32 } %85, 0
  store i8* %86, i8** %3, align 8
  %87 = extractvalue { i8*, i32 } %85, 1
  store i32 %87, i32* %4, align 4
  %88 = load %struct.Elem*, %struct.Elem** %7, align 8
  %89 = icmp eq %struct.Elem* %63, %88
  br i1 %89, label %94, label %90

90:                                               ; preds = %90, %84
  %91 = phi %struct.Elem* [ %88, %84 ], [ %92, %90 ]
  %92 = getelementptr inbounds %struct.Elem, %struct.Elem* %91, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %92) #8
  %93 = icmp eq %struct.Elem* %92, %63
  br i1 %93, label %94, label %90

94:                                               ; preds = %90, %84
  br label %106

95:                                               ; preds = %70
  %96 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %3, align 8
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %4, align 4
  %99 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %6, i32 0, i32 0
  %100 = getelementptr inbounds %struct.Elem, %struct.Elem* %99, i64 4
  br label %101

101:                                              ; preds = %101, %95
  %102 = phi %struct.Elem* [ %100, %95 ], [ %103, %101 ]
  %103 = getelementptr inbounds %struct.Elem, %struct.Elem* %102, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %103) #8
  %104 = icmp eq %struct.Elem* %103, %99
  br i1 %104, label %105, label %101

105:                                              ; preds = %101
  br label %106

106:                                              ; preds = %105, %94
  %107 = load i32, i32* %4, align 4
  %108 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %109 = icmp eq i32 %107, %108
  br i1 %109, label %110, label %208

110:                                              ; preds = %106
  %111 = load i8*, i8** %3, align 8
  %112 = call i8* @__cxa_begin_catch(i8* %111) #8
  %113 = bitcast i8* %112 to i32*
  %114 = load i32, i32* %113, align 4
  store i32 %114, i32* %8, align 4
  %115 = load i32, i32* %8, align 4
  %116 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %115)
          to label %117 unwind label %137

117:                                              ; preds = %110
  call void @__cxa_end_catch() #8
  br label %118

118:                                              ; preds = %117, %79
  store i32 100, i32* @_ZL7counter, align 4
  store i32 103, i32* @_ZL7fail_at, align 4
  %119 = invoke noundef i8* @_ZN4ElemnaEy(i64 noundef 28)
          to label %120 unwind label %141

120:                                              ; preds = %118
  %121 = bitcast i8* %119 to i64*
  store i64 5, i64* %121, align 8
  %122 = getelementptr inbounds i8, i8* %119, i64 8
  %123 = bitcast i8* %122 to %struct.Elem*
  %124 = getelementptr inbounds %struct.Elem, %struct.Elem* %123, i64 5
  br label %125

125:                                              ; preds = %127, %120
  %126 = phi %struct.Elem* [ %123, %120 ], [ %128, %127 ]
  invoke void @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %126)
          to label %127 unwind label %145

127:                                              ; preds = %125
  %128 = getelementptr inbounds %struct.Elem, %struct.Elem* %126, i64 1
  %129 = icmp eq %struct.Elem* %128, %124
  br i1 %129, label %130, label %125

130:                                              ; preds = %127
  store %struct.Elem* %123, %struct.Elem** %9, align 8
  %131 = load %struct.Elem*, %struct.Elem** %9, align 8
  %132 = getelementptr inbounds %struct.Elem, %struct.Elem* %131, i64 0
  %133 = getelementptr inbounds %struct.Elem, %struct.Elem* %132, i32 0, i32 0
  %134 = load i32, i32* %133, align 4
  %135 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %134)
          to label %136 unwind label %141

136:                                              ; preds = %130
  br label %167

137:                                              ; preds = %110
  %138 = landingpad { i8*, i32 }
          cleanup
  %139 = extractvalue { i8*, i32 } %138, 0
  store i8* %139, i8** %3, align 8
  %140 = extractvalue { i8*, i32 } %138, 1
  store i32 %140, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %208

141:                                              ; preds = %130, %118
  %142 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %143 = extractvalue { i8*, i32 } %142, 0
  store i8* %143, i8** %3, align 8
  %144 = extractvalue { i8*, i32 } %142, 1
  store i32 %144, i32* %4, align 4
  br label %155

145:                                              ; preds = %125
  %146 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %147 = extractvalue { i8*, i32 } %146, 0
  store i8* %147, i8** %3, align 8
  %148 = extractvalue { i8*, i32 } %146, 1
  store i32 %148, i32* %4, align 4
  %149 = icmp eq %struct.Elem* %123, %126
  br i1 %149, label %154, label %150

150:                                              ; preds = %150, %145
  %151 = phi %struct.Elem* [ %126, %145 ], [ %152, %150 ]
  %152 = getelementptr inbounds %struct.Elem, %struct.Elem* %151, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %152) #8
  %153 = icmp eq %struct.Elem* %152, %123
  br i1 %153, label %154, label %150

154:                                              ; preds = %150, %145
  call void @_ZN4ElemdaEPv(i8* noundef %119) #8
  br label %155

155:                                              ; preds = %154, %141
  %156 = load i32, i32* %4, align 4
  %157 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %158 = icmp eq i32 %156, %157
  br i1 %158, label %159, label %208

159:                                              ; preds = %155
  %160 = load i8*, i8** %3, align 8
  %161 = call i8* @__cxa_begin_catch(i8* %160) #8
  %162 = bitcast i8* %161 to i32*
  %163 = load i32, i32* %162, align 4
  store i32 %163, i32* %10, align 4
  %164 = load i32, i32* %10, align 4
  %165 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %164)
          to label %166 unwind label %194

166:                                              ; preds = %159
  call void @__cxa_end_catch() #8
  br label %167

167:                                              ; preds = %166, %136
  store i32 0, i32* @_ZL7fail_at, align 4
  store i32 200, i32* @_ZL7counter, align 4
  %168 = call noundef i8* @_ZN4ElemnaEy(i64 noundef 16)
  %169 = bitcast i8* %168 to i64*
  store i64 2, i64* %169, align 8
  %170 = getelementptr inbounds i8, i8* %168, i64 8
  %171 = bitcast i8* %170 to %struct.Elem*
  %172 = getelementptr inbounds %struct.Elem, %struct.Elem* %171, i64 2
  br label %173

173:                                              ; preds = %175, %167
  %174 = phi %struct.Elem* [ %171, %167 ], [ %176, %175 ]
  invoke void @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %174)
          to label %175 unwind label %198

175:                                              ; preds = %173
  %176 = getelementptr inbounds %struct.Elem, %struct.Elem* %174, i64 1
  %177 = icmp eq %struct.Elem* %176, %172
  br i1 %177, label %178, label %173

178:                                              ; preds = %175
  store %struct.Elem* %171, %struct.Elem** %11, align 8
  %179 = load %struct.Elem*, %struct.Elem** %11, align 8
  %180 = icmp eq %struct.Elem* %179, null
  br i1 %180, label %193, label %181

181:                                              ; preds = %178
  %182 = bitcast %struct.Elem* %179 to i8*
  %183 = getelementptr inbounds i8, i8* %182, i64 -8
  %184 = bitcast i8* %183 to i64*
  %185 = load i64, i64* %184, align 4
  %186 = getelementptr inbounds %struct.Elem, %struct.Elem* %179, i64 %185
  %187 = icmp eq %struct.Elem* %179, %186
  br i1 %187, label %192, label %188

188:                                              ; preds = %188, %181
  %189 = phi %struct.Elem* [ %186, %181 ], [ %190, %188 ]
  %190 = getelementptr inbounds %struct.Elem, %struct.Elem* %189, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %190) #8
  %191 = icmp eq %struct.Elem* %190, %179
  br i1 %191, label %192, label %188

192:                                              ; preds = %188, %181
  call void @_ZN4ElemdaEPv(i8* noundef %183) #8
  br label %193

193:                                              ; preds = %192, %178
  ret i32 0

194:                                              ; preds = %159
  %195 = landingpad { i8*, i32 }
          cleanup
  %196 = extractvalue { i8*, i32 } %195, 0
  store i8* %196, i8** %3, align 8
  %197 = extractvalue { i8*, i32 } %195, 1
  store i32 %197, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %208

198:                                              ; preds = %173
  %199 = landingpad { i8*, i32 }
          cleanup
  %200 = extractvalue { i8*, i32 } %199, 0
  store i8* %200, i8** %3, align 8
  %201 = extractvalue { i8*, i32 } %199, 1
  store i32 %201, i32* %4, align 4
  %202 = icmp eq %struct.Elem* %171, %174
  br i1 %202, label %207, label %203

203:                                              ; preds = %203, %198
  %204 = phi %struct.Elem* [ %174, %198 ], [ %205, %203 ]
  %205 = getelementptr inbounds %struct.Elem, %struct.Elem* %204, i64 -1
  call void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %205) #8
  %206 = icmp eq %struct.Elem* %205, %171
  br i1 %206, label %207, label %203

207:                                              ; preds = %203, %198
  call void @_ZN4ElemdaEPv(i8* noundef %168) #8
  br label %208

208:                                              ; preds = %207, %194, %155, %137, %106, %80, %50
  %209 = load i8*, i8** %3, align 8
  %210 = load i32, i32* %4, align 4
  %211 = insertvalue { i8*, i32 } undef, i8* %209, 0
  %212 = insertvalue { i8*, i32 } %211, i32 %210, 1
  resume { i8*, i32 } %212
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Elem*, align 8
  store %struct.Elem* %0, %struct.Elem** %2, align 8
  %3 = load %struct.Elem*, %struct.Elem** %2, align 8
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZL7counter, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL7counter, align 4
  store i32 %6, i32* %4, align 4
  %7 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %8)
  %10 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = load i32, i32* @_ZL7fail_at, align 4
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i64 4) #8
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

19:                                               ; preds = %1
  ret void
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Elem*, align 8
  store %struct.Elem* %0, %struct.Elem** %2, align 8
  %3 = load %struct.Elem*, %struct.Elem** %2, align 8
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Elem*, align 8
  %4 = alloca i32, align 4
  store %struct.Elem* %0, %struct.Elem** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Elem*, %struct.Elem** %3, align 8
  %6 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i64 0, i64 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = call i8* @__cxa_allocate_exception(i64 4) #8
  %17 = bitcast i8* %16 to i32*
  %18 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 16
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

20:                                               ; preds = %2
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN4ElemnaEy(i64 noundef %0) #5 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i64 0, i64 0))
  %4 = load i64, i64* %2, align 8
  %5 = call i8* @malloc(i64 noundef %4)
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ElemdaEPv(i8* noundef %0) #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i64 0, i64 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 8
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #10
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local i8* @malloc(i64 noundef) #3

declare dso_local void @free(i8* noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
